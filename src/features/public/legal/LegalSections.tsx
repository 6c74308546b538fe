import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import Paragraphs from './Paragraphs';

export interface LegalSection {
  id: string;
  title: string;
  /** Paragraphs separated by line breaks. */
  body: string;
}

interface LegalSectionsProps {
  /** Makes the heading ids unique on the page, e.g. `privacy`. */
  idPrefix: string;
  sections: readonly LegalSection[];
}

export default function LegalSections({ idPrefix, sections }: LegalSectionsProps) {
  return (
    <>
      {sections.map(({ id, title, body }) => (
        <Box component="section" key={id} aria-labelledby={`${idPrefix}-${id}`} sx={{ mb: 3 }}>
          <Typography id={`${idPrefix}-${id}`} variant="h5" component="h2" sx={{ fontWeight: 600, mb: 1.5 }}>
            {title}
          </Typography>
          <Paragraphs text={body} />
        </Box>
      ))}
    </>
  );
}

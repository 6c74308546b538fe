import Typography from '@mui/material/Typography';

interface ParagraphsProps {
  /** Catalogue text whose paragraphs are separated by line breaks. */
  text: string;
}

export default function Paragraphs({ text }: ParagraphsProps) {
  return (
    <>
      {text.split('\n').map((paragraph, index) => (
        <Typography key={index} variant="body1" sx={{ mb: 1.5 }}>
          {paragraph}
        </Typography>
      ))}
    </>
  );
}

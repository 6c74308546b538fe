import Collapse from '@mui/material/Collapse';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import type { LocationOption } from '../eventsApi';

export interface VenueEntry extends LocationOption {
  _id: string;
  label: string;
}

export interface VenueListBodyProps {
  id: string;
  open: boolean;
  title: string;
  empty: string;
  venues: VenueEntry[];
  onChoose: (venue: LocationOption) => void;
}

/** The folding part of a venue list: its places, or a line saying there are none. */
export function VenueListBody({ id, open, title, empty, venues, onChoose }: VenueListBodyProps) {
  return (
    <Collapse in={open} id={id} appear>
      {venues.length === 0 ? (
        <Typography variant="body2" color="text.secondary" sx={{ px: 1 }}>
          {empty}
        </Typography>
      ) : (
        <List dense aria-label={title}>
          {venues.map(({ _id, label, address, lat, lng }) => (
            <ListItemButton key={_id} onClick={() => onChoose({ address, lat, lng })}>
              <ListItemText primary={label} secondary={label === address ? undefined : address} />
            </ListItemButton>
          ))}
        </List>
      )}
    </Collapse>
  );
}

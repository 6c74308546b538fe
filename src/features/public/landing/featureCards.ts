import type { SvgIconComponent } from '@mui/icons-material';
import CheckroomIcon from '@mui/icons-material/Checkroom';
import ConfirmationNumberIcon from '@mui/icons-material/ConfirmationNumber';
import FavoriteIcon from '@mui/icons-material/Favorite';
import ForumIcon from '@mui/icons-material/Forum';
import PhotoLibraryIcon from '@mui/icons-material/PhotoLibrary';
import PlaceIcon from '@mui/icons-material/Place';

export interface FeatureCard {
  /** Prefix of the `landing.features.<id>Title` and `<id>Body` keys. */
  id: 'events' | 'tickets' | 'kit' | 'follow' | 'chat' | 'gallery';
  Icon: SvgIconComponent;
}

export const featureCards: readonly FeatureCard[] = [
  { id: 'events', Icon: PlaceIcon },
  { id: 'tickets', Icon: ConfirmationNumberIcon },
  { id: 'kit', Icon: CheckroomIcon },
  { id: 'follow', Icon: FavoriteIcon },
  { id: 'chat', Icon: ForumIcon },
  { id: 'gallery', Icon: PhotoLibraryIcon },
];

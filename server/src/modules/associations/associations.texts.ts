import { defineTexts } from '../../storage/localisedText';

export const associationTexts = defineTexts(
  {
    listed: 'Associazioni trovate: {count}.',
    loaded: 'Associazione caricata.',
    notFound: 'Associazione non trovata.',
    followed: 'Ora segui {name}.',
    unfollowed: 'Non segui più {name}.',
  },
  {
    listed: 'Associations found: {count}.',
    loaded: 'Association loaded.',
    notFound: 'Association not found.',
    followed: 'You now follow {name}.',
    unfollowed: 'You no longer follow {name}.',
  },
);

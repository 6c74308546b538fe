import { registerTexts } from '../../i18n/texts';

export const associationTexts = registerTexts('associations', {
  it: {
    listed: 'Associazioni trovate: {count}.',
    loaded: 'Associazione caricata.',
    notFound: 'Associazione non trovata.',
    followed: 'Ora segui {name}.',
    unfollowed: 'Non segui più {name}.',
  },
  en: {
    listed: 'Associations found: {count}.',
    loaded: 'Association loaded.',
    notFound: 'Association not found.',
    followed: 'You now follow {name}.',
    unfollowed: 'You no longer follow {name}.',
  },
});

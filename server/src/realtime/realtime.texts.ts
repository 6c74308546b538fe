import { registerTexts } from '../i18n/texts';

// The live channel's texts: realtime/ sits below the modules, so it keeps its own namespace.
export const realtimeTexts = registerTexts('realtime', {
  it: { webSocketOnly: 'Questo indirizzo accetta solo connessioni WebSocket.' },
  en: { webSocketOnly: 'This address only accepts WebSocket connections.' },
});

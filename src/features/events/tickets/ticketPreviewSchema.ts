import { object, string, type InferType } from 'yup';
import { checkHolderName, checkTicketCount } from './ticketLimits';

// The ticket preview form's rules (ticketLimits.ts) as yup: messages are `tickets` catalogue keys, and the field
// fills their `{{count}}` / `{{max}}`.

/** `remaining` is the latest count the server reported, unknown before the first quote. */
export function ticketCountRule(remaining: number | undefined) {
  return string()
    .default('')
    .test('ticketCount', (value, context) => {
      const problem = checkTicketCount(value ?? '', remaining);
      return problem ? context.createError({ message: `preview.errors.${problem.key}` }) : true;
    });
}

export const holderNameRule = string()
  .default('')
  .test('holderName', (value, context) => {
    const problem = checkHolderName(value ?? '');
    return problem ? context.createError({ message: `preview.errors.${problem.key}` }) : true;
  });

export function ticketPreviewSchema(remaining: number | undefined) {
  return object({ count: ticketCountRule(remaining), holderName: holderNameRule });
}

export type TicketPreviewValues = InferType<ReturnType<typeof ticketPreviewSchema>>;

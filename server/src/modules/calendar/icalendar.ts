// A small RFC 5545 writer: content lines with parameters, text escaping, folding at 75 octets, CRLF endings.

const CRLF = '\r\n';
const MAX_LINE_OCTETS = 75;

/** A property: `name;param=value:value`. Text values go through `text()`, other values are written as given. */
export interface Property {
  name: string;
  value: string;
  params?: Record<string, string>;
}

/** A component (VCALENDAR, VEVENT, VALARM...): its properties, then its sub-components. */
export interface Component {
  name: string;
  properties: Property[];
  components?: Component[];
}

/** RFC 5545 3.3.11: backslash, semicolon and comma escaped, every line break written as \n. */
export function text(value: string): string {
  return value
    .replace(/\\/g, '\\\\')
    .replace(/;/g, '\\;')
    .replace(/,/g, '\\,')
    .replace(/\r\n|\r|\n/g, '\\n');
}

/** RFC 5545 3.2: a parameter value holding `:`, `;` or `,` is quoted; quotes and control characters cannot appear. */
function paramValue(value: string): string {
  const clean = value.replace(/["\p{Cc}]/gu, '');
  return /[:;,]/.test(clean) ? `"${clean}"` : clean;
}

/**
 * RFC 5545 3.1: a line longer than 75 octets goes on after CRLF and one space (which counts toward the next
 * line's 75). Cuts fall between characters, never inside a UTF-8 sequence.
 */
export function fold(line: string): string {
  const pieces: string[] = [];
  let current = '';
  let octets = 0;
  for (const character of line) {
    const size = Buffer.byteLength(character, 'utf8');
    const limit = pieces.length === 0 ? MAX_LINE_OCTETS : MAX_LINE_OCTETS - 1;
    if (octets + size > limit) {
      pieces.push(current);
      current = '';
      octets = 0;
    }
    current += character;
    octets += size;
  }
  pieces.push(current);
  return pieces.join(`${CRLF} `);
}

function contentLine({ name, value, params = {} }: Property): string {
  const paramText = Object.entries(params)
    .map(([param, given]) => `;${param}=${paramValue(given)}`)
    .join('');
  return fold(`${name}${paramText}:${value}`);
}

function componentLines(component: Component): string[] {
  return [
    `BEGIN:${component.name}`,
    ...component.properties.map(contentLine),
    ...(component.components ?? []).flatMap(componentLines),
    `END:${component.name}`,
  ];
}

/** The iCalendar object as text: every line, the last one included, ends with CRLF. */
export function writeICalendar(calendar: Component): string {
  return componentLines(calendar).join(CRLF) + CRLF;
}

/** RFC 5545 3.3.5 UTC form: 20261212T173000Z. */
export function utcDateTime(instant: Date): string {
  return instant
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');
}

/** RFC 5545 3.3.5 local form from an event's wall-clock date and time ('2026-03-29', '02:30'): 20260329T023000. */
export function localDateTime(date: string, time: string): string {
  return `${date.replace(/-/g, '')}T${time.replace(':', '').padEnd(4, '0').slice(0, 4)}00`;
}

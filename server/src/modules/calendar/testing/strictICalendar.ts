// A strict RFC 5545 reader for tests (server and e2e): it refuses what the writer must never produce (bare LF,
// lines over 75 octets, unbalanced BEGIN/END, unknown escapes) and turns TZID times into instants through the
// feed's own VTIMEZONE, so a wrong time-zone block shows up as a wrong instant.
// ical.js reads the same feed in icalJsReading.test.ts.

export interface ParsedProperty {
  name: string;
  params: Record<string, string>;
  /** The raw value, still escaped (use `unescapeText` for TEXT values). */
  value: string;
}

export interface ParsedComponent {
  name: string;
  properties: ParsedProperty[];
  components: ParsedComponent[];
}

const MAX_LINE_OCTETS = 75;

function physicalLines(source: string): string[] {
  if (!source.endsWith('\r\n')) throw new Error('The calendar does not end with CRLF');
  const lines = source.slice(0, -2).split('\r\n');
  lines.forEach((line, index) => {
    if (/[\r\n]/.test(line)) throw new Error(`Line ${index + 1} holds a bare CR or LF`);
    const octets = Buffer.byteLength(line, 'utf8');
    if (octets > MAX_LINE_OCTETS) throw new Error(`Line ${index + 1} is ${octets} octets long (over 75): ${line}`);
  });
  return lines;
}

/** RFC 5545 3.1: a line starting with a space or a tab continues the one before. */
export function unfold(source: string): string[] {
  const logical: string[] = [];
  for (const line of physicalLines(source)) {
    if (line.startsWith(' ') || line.startsWith('\t')) {
      if (logical.length === 0) throw new Error('The calendar starts with a continuation line');
      logical[logical.length - 1] += line.slice(1);
    } else logical.push(line);
  }
  return logical;
}

/** name *(";" param "=" value) ":" value, with quoted parameter values. */
export function parseContentLine(line: string): ParsedProperty {
  const nameMatch = /^[A-Za-z0-9-]+/.exec(line);
  if (!nameMatch) throw new Error(`No property name: ${line}`);
  const params: Record<string, string> = {};
  let rest = line.slice(nameMatch[0].length);
  while (rest.startsWith(';')) {
    const param = /^;([A-Za-z0-9-]+)=("[^"]*"|[^";:,]*)/.exec(rest);
    if (!param) throw new Error(`Malformed parameter in: ${line}`);
    params[param[1].toUpperCase()] = param[2].replace(/^"|"$/g, '');
    rest = rest.slice(param[0].length);
  }
  if (!rest.startsWith(':')) throw new Error(`No value separator in: ${line}`);
  return { name: nameMatch[0].toUpperCase(), params, value: rest.slice(1) };
}

export function parseICalendar(source: string): ParsedComponent {
  const stack: ParsedComponent[] = [];
  let root: ParsedComponent | null = null;
  for (const line of unfold(source)) {
    const property = parseContentLine(line);
    if (property.name === 'BEGIN') {
      const component: ParsedComponent = { name: property.value, properties: [], components: [] };
      if (stack.length > 0) stack[stack.length - 1].components.push(component);
      else if (root) throw new Error('A second top-level component');
      else root = component;
      stack.push(component);
    } else if (property.name === 'END') {
      const open = stack.pop();
      if (open?.name !== property.value) throw new Error(`END:${property.value} closes ${open?.name ?? 'nothing'}`);
    } else {
      if (stack.length === 0) throw new Error(`Property outside any component: ${line}`);
      stack[stack.length - 1].properties.push(property);
    }
  }
  if (!root || stack.length > 0) throw new Error('Unbalanced BEGIN/END');
  return root;
}

/** RFC 5545 3.3.11: \\ \; \, \n (or \N); any other backslash is an error. */
export function unescapeText(value: string): string {
  return value.replace(/\\(.)|\\$/g, (escape, character: string | undefined) => {
    if (character === '\\' || character === ';' || character === ',') return character;
    if (character === 'n' || character === 'N') return '\n';
    throw new Error(`Bad escape ${escape} in: ${value}`);
  });
}

export function property(component: ParsedComponent, name: string): ParsedProperty {
  const found = component.properties.filter((candidate) => candidate.name === name);
  if (found.length !== 1) throw new Error(`${component.name} has ${found.length} ${name} properties`);
  return found[0];
}

export const textOf = (component: ParsedComponent, name: string) => unescapeText(property(component, name).value);

export const componentsNamed = (component: ParsedComponent, name: string) =>
  component.components.filter((child) => child.name === name);

function parseLocal(value: string): { y: number; mo: number; d: number; h: number; mi: number; s: number } {
  const match = /^(\d{4})(\d{2})(\d{2})T(\d{2})(\d{2})(\d{2})$/.exec(value);
  if (!match) throw new Error(`Not a local DATE-TIME: ${value}`);
  const [y, mo, d, h, mi, s] = match.slice(1).map(Number);
  return { y, mo, d, h, mi, s };
}

const offsetMinutes = (offset: string) => {
  const match = /^([+-])(\d{2})(\d{2})$/.exec(offset);
  if (!match) throw new Error(`Bad UTC offset ${offset}`);
  return (match[1] === '-' ? -1 : 1) * (Number(match[2]) * 60 + Number(match[3]));
};

/** The wall-clock time (as a UTC number) of an observance's onset in `year`; only the rule Europe's zones use. */
function onsetIn(observance: ParsedComponent, year: number): number {
  const start = parseLocal(property(observance, 'DTSTART').value);
  const rule = /^FREQ=YEARLY;BYMONTH=(\d{1,2});BYDAY=-1SU$/.exec(property(observance, 'RRULE').value);
  if (!rule) throw new Error(`Unsupported RRULE ${property(observance, 'RRULE').value}`);
  const month = Number(rule[1]);
  const lastDay = new Date(Date.UTC(year, month, 0));
  const lastSunday = lastDay.getUTCDate() - lastDay.getUTCDay();
  return Date.UTC(year, month - 1, lastSunday, start.h, start.mi, start.s);
}

/** A `DTSTART;TZID=...:YYYYMMDDTHHMMSS` (or UTC `...Z`) as an instant, through the calendar's VTIMEZONE. */
export function instantOf(calendar: ParsedComponent, prop: ParsedProperty): Date {
  if (prop.value.endsWith('Z')) {
    const t = parseLocal(prop.value.slice(0, -1));
    return new Date(Date.UTC(t.y, t.mo - 1, t.d, t.h, t.mi, t.s));
  }
  const tzid = prop.params.TZID;
  const zone = componentsNamed(calendar, 'VTIMEZONE').find((candidate) => textOf(candidate, 'TZID') === tzid);
  if (!zone) throw new Error(`No VTIMEZONE for TZID=${tzid}`);
  const t = parseLocal(prop.value);
  const wallClock = Date.UTC(t.y, t.mo - 1, t.d, t.h, t.mi, t.s);
  // The observance in force is the one whose latest onset (this year or last) comes last before the time.
  const candidates = zone.components.flatMap((observance) =>
    [t.y - 1, t.y].map((year) => ({ observance, onset: onsetIn(observance, year) })),
  );
  const inForce = candidates.filter((c) => c.onset <= wallClock).sort((a, b) => b.onset - a.onset)[0];
  if (!inForce) throw new Error(`No observance of ${tzid} covers ${prop.value}`);
  return new Date(wallClock - offsetMinutes(property(inForce.observance, 'TZOFFSETTO').value) * 60_000);
}

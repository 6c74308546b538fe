// A short label for the sessions list ("Firefox · Linux", the same in every language), made from the User-Agent at login; the User-Agent
// itself is not kept. Order matters: Edge and Opera also say "Chrome", Chrome also says "Safari", Android "Linux".

export const MAX_DEVICE_LABEL = 100;

const BROWSERS: Array<[RegExp, string]> = [
  [/\bEdg(e|A|iOS)?\//, 'Edge'],
  [/\b(OPR|Opera)\//, 'Opera'],
  [/\bSamsungBrowser\//, 'Samsung Internet'],
  [/\b(Firefox|FxiOS)\//, 'Firefox'],
  [/\b(HeadlessChrome|Chrome|CriOS|Chromium)\//, 'Chrome'],
  [/\bVersion\/[\d.]+.*\bSafari\//, 'Safari'],
  [/\bcurl\//, 'curl'],
];

const SYSTEMS: Array<[RegExp, string]> = [
  [/\biPhone\b/, 'iPhone'],
  [/\biPad\b/, 'iPad'],
  [/\bAndroid\b/, 'Android'],
  [/\bCrOS\b/, 'ChromeOS'],
  [/\bWindows\b/, 'Windows'],
  [/\bMac OS X\b|\bMacintosh\b/, 'macOS'],
  [/\bLinux\b/, 'Linux'],
];

const firstMatch = (text: string, table: Array<[RegExp, string]>) => table.find(([pattern]) => pattern.test(text))?.[1];

/** "Chrome · Android", "Firefox", "iPhone"; null when the User-Agent names nothing known (or is missing). */
export function deviceLabel(userAgent: string | undefined): string | null {
  if (!userAgent) return null;
  const text = userAgent.slice(0, 1000);
  const browser = firstMatch(text, BROWSERS);
  const system = firstMatch(text, SYSTEMS);
  const label = browser && system ? `${browser} · ${system}` : (browser ?? system ?? null);
  return label === null ? null : label.slice(0, MAX_DEVICE_LABEL);
}

// Inline SVG icons. Inline on purpose: the CSP allows images from the webview's own origin and the emoji
// CDN only, and one more file request per icon would slow the first paint. Presentation attributes
// (fill, stroke) are markup, not style, so the strict style-src does not block them. All are decorative
// (aria-hidden): every button also carries a visible text label.

function icon(name: string, body: string, viewBox = '0 0 16 16'): string {
  return (
    `<svg class="icon icon-${name}" viewBox="${viewBox}" width="16" height="16" aria-hidden="true" focusable="false" ` +
    `fill="none" stroke="currentColor" stroke-width="1.4" stroke-linecap="round" stroke-linejoin="round">${body}</svg>`
  );
}

export const ICONS = {
  refresh: icon('refresh', '<path d="M13.2 6.2A5.4 5.4 0 1 0 13.4 9.5"/><path d="M13.6 2.6v3.8H9.8"/>'),
  copy: icon(
    'copy',
    '<rect x="5.3" y="5.3" width="8.2" height="8.2" rx="1.6"/><path d="M10.7 5.3V3.9a1.4 1.4 0 0 0-1.4-1.4H3.9a1.4 1.4 0 0 0-1.4 1.4v5.4a1.4 1.4 0 0 0 1.4 1.4h1.4"/>',
  ),
  braces: icon(
    'braces',
    '<path d="M5.5 2.5H5a1.5 1.5 0 0 0-1.5 1.5v2.3L2.3 8l1.2 1.7V12A1.5 1.5 0 0 0 5 13.5h.5"/><path d="M10.5 2.5h.5A1.5 1.5 0 0 1 12.5 4v2.3L13.7 8l-1.2 1.7V12a1.5 1.5 0 0 1-1.5 1.5h-.5"/>',
  ),
  key: icon(
    'key',
    '<circle cx="5.5" cy="10.5" r="3"/><path d="M7.6 8.4 13.5 2.5"/><path d="M11.5 4.5l1.8 1.8"/><path d="M9.8 6.2l1.4 1.4"/>',
  ),
  link: icon(
    'link',
    '<path d="M9.5 2.5h4v4"/><path d="M13.5 2.5 7.5 8.5"/><path d="M11.5 9.5v3a1 1 0 0 1-1 1h-7a1 1 0 0 1-1-1v-7a1 1 0 0 1 1-1h3"/>',
  ),
  pin: icon(
    'pin',
    '<path d="M9.8 2.2 13.8 6.2"/><path d="M11.8 4.2 8.6 7.4 5.4 6.6 4 8l4 4 1.4-1.4-.8-3.2"/><path d="M6 10 2.5 13.5"/>',
  ),
  gear: icon(
    'gear',
    '<circle cx="8" cy="8" r="2.2"/><path d="M8 1.8v1.6M8 12.6v1.6M14.2 8h-1.6M3.4 8H1.8M12.4 3.6l-1.1 1.1M4.7 11.3l-1.1 1.1M12.4 12.4l-1.1-1.1M4.7 4.7 3.6 3.6"/>',
  ),
  key24: icon(
    'key',
    '<circle cx="8" cy="15.5" r="4.5"/><path d="M11.2 12.3 20.5 3"/><path d="M17.5 6l2.6 2.6"/><path d="M14.9 8.6l2 2"/>',
    '0 0 24 24',
  ),
  lock24: icon(
    'lock',
    '<rect x="4.5" y="10.5" width="15" height="10" rx="2.2"/><path d="M8 10.5V7.8a4 4 0 0 1 8 0v2.7"/><path d="M12 14.5v2.2"/>',
    '0 0 24 24',
  ),
  search24: icon(
    'search',
    '<circle cx="10.5" cy="10.5" r="6.5"/><path d="M15.3 15.3 20.5 20.5"/><path d="M8.3 8.3l4.4 4.4M12.7 8.3l-4.4 4.4"/>',
    '0 0 24 24',
  ),
  hourglass24: icon(
    'hourglass',
    '<path d="M6.5 3.5h11M6.5 20.5h11"/><path d="M7.5 3.5c0 4.5 4.5 5.6 4.5 8.5S7.5 16 7.5 20.5M16.5 3.5c0 4.5-4.5 5.6-4.5 8.5s4.5 4 4.5 8.5"/>',
    '0 0 24 24',
  ),
  cloud24: icon(
    'cloud',
    '<path d="M7 18.5h10a4 4 0 0 0 .6-7.95A5.5 5.5 0 0 0 6.9 9.2 4.7 4.7 0 0 0 7 18.5Z"/><path d="M4 4l16 16"/>',
    '0 0 24 24',
  ),
  clock24: icon('clock', '<circle cx="12" cy="12" r="8.5"/><path d="M12 7.5V12l3 2"/>', '0 0 24 24'),
  server24: icon(
    'server',
    '<rect x="4" y="4" width="16" height="6.5" rx="1.8"/><rect x="4" y="13.5" width="16" height="6.5" rx="1.8"/><path d="M7.5 7.25h.01M7.5 16.75h.01"/><path d="M13 16.75h3.5"/>',
    '0 0 24 24',
  ),
  puzzle24: icon(
    'puzzle',
    '<path d="M4.5 8.5h4V7a2 2 0 1 1 4 0v1.5h4v4H18a2 2 0 1 1 0 4h-1.5v3.5h-12v-4H6a2 2 0 1 0 0-4H4.5Z"/>',
    '0 0 24 24',
  ),
  hash24: icon('hash', '<path d="M9.5 3.5 7.5 20.5M16.5 3.5l-2 17M4.5 9h16M3.5 15h16"/>', '0 0 24 24'),
  shield24: icon(
    'shield',
    '<path d="M12 3.2 19 6v5.4c0 4.3-2.9 7.7-7 9.4-4.1-1.7-7-5.1-7-9.4V6Z"/><path d="M12 8.5v4.2M12 15.8h.01"/>',
    '0 0 24 24',
  ),
  stop24: icon('stop', '<circle cx="12" cy="12" r="8.5"/><path d="M9 9l6 6M15 9l-6 6"/>', '0 0 24 24'),
  ban16: icon('ban', '<circle cx="8" cy="8" r="5.6"/><path d="M4.1 4.1l7.8 7.8"/>'),
  bolt: icon('bolt', '<path d="M9 1.8 3.6 9h4l-.8 5.2L12.4 7h-4Z"/>'),
  coin: icon('coin', '<circle cx="8" cy="8" r="6"/><circle cx="8" cy="8" r="3.4"/><path d="M8 6.4v3.2"/>'),
  person: icon(
    'person',
    '<circle cx="12" cy="9" r="4"/><path d="M4.5 20c.9-3.9 4-6 7.5-6s6.6 2.1 7.5 6"/>',
    '0 0 24 24',
  ),
} as const;

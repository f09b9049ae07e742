// The plan's stylesheet: static rules that read the colors from custom properties on the mount element,
// so no option value ever becomes CSS text. 3D is a CSS perspective tilt of the same SVG, nothing more.
import type { CenterplanColors } from './types';

export const DEFAULT_COLORS: CenterplanColors = {
  accent: '#3b82f6',
  accentFg: '#ffffff',
  chromeBg: '#ffffff',
  chromeFg: '#111827',
  chromeBorder: '#e5e7eb',
  chromeMuted: '#6b7280',
  chromeRadius: '8px',
  // spec 4.10: hover color #60a5fa
  hoverColor: '#60a5fa',
  hoverColorSvg: '#60a5fa',
  hoverColor3d: '#60a5fa',
  embedBg: '#ffffff',
  routeColor: '#3b82f6',
};

/** The custom property of each color. */
export const COLOR_PROPERTIES: Record<keyof CenterplanColors, string> = {
  accent: '--cp-accent',
  accentFg: '--cp-accent-fg',
  chromeBg: '--cp-chrome-bg',
  chromeFg: '--cp-chrome-fg',
  chromeBorder: '--cp-chrome-border',
  chromeMuted: '--cp-chrome-muted',
  chromeRadius: '--cp-chrome-radius',
  hoverColor: '--cp-hover',
  hoverColorSvg: '--cp-hover-svg',
  hoverColor3d: '--cp-hover-3d',
  embedBg: '--cp-embed-bg',
  routeColor: '--cp-route',
};

export const STYLE_ID = 'cp-centerplan-style';

export const CSS = `
.cp-root{position:relative;display:flex;flex-direction:column;gap:12px;box-sizing:border-box;width:100%;height:100%;
  padding:12px;background:var(--cp-embed-bg);color:var(--cp-chrome-fg);font:14px/1.4 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif}
.cp-root *,.cp-root *::before,.cp-root *::after{box-sizing:border-box}
.cp-chrome{display:flex;flex-wrap:wrap;gap:8px;justify-content:space-between;align-items:center}
.cp-group{display:inline-flex;gap:4px;padding:4px;background:var(--cp-chrome-bg);border:1px solid var(--cp-chrome-border);
  border-radius:var(--cp-chrome-radius);box-shadow:0 1px 2px rgba(0,0,0,.06)}
.cp-root[data-ghost] .cp-group{background:transparent;border-color:transparent;box-shadow:none;padding:0}
.cp-button{appearance:none;border:0;margin:0;padding:6px 12px;min-width:44px;min-height:32px;cursor:pointer;font:inherit;
  font-weight:600;color:var(--cp-chrome-fg);background:transparent;border-radius:calc(var(--cp-chrome-radius) - 2px)}
.cp-button:hover{color:var(--cp-accent)}
.cp-button[aria-pressed="true"]{background:var(--cp-accent);color:var(--cp-accent-fg)}
.cp-button:focus-visible{outline:2px solid var(--cp-accent);outline-offset:2px}
.cp-stage{position:relative;flex:1 1 auto;min-height:160px;overflow:hidden;perspective:1400px}
.cp-plan{position:absolute;inset:0;transition:transform .35s ease;transform-origin:50% 55%}
.cp-plan>svg{display:block;width:100%;height:100%;overflow:visible}
.cp-root[data-mode="3d"] .cp-plan{transform:rotateX(50deg) rotateZ(-16deg) scale(.8)}
.cp-plan svg text{pointer-events:none;user-select:none}
.cp-plan [data-cp-poi]{cursor:pointer}
.cp-plan [data-cp-poi]:focus{outline:none}
.cp-plan [data-cp-poi]:focus-visible{outline:2px solid var(--cp-accent)}
.cp-route{pointer-events:none;fill:none;stroke:var(--cp-route);stroke-width:4;stroke-linecap:round;stroke-linejoin:round}
.cp-route circle{fill:var(--cp-route);stroke:#fff;stroke-width:2}
.cp-route .cp-route-end{fill:#fff;stroke:var(--cp-route);stroke-width:3}
.cp-plan [data-cp-destination]:not(g,text),.cp-plan g[data-cp-destination]>:not(text){stroke:var(--cp-route)!important;
  stroke-width:3px!important}
.cp-empty{color:var(--cp-chrome-muted);padding:24px;text-align:center}
.cp-dialog{border:1px solid var(--cp-chrome-border);border-radius:var(--cp-chrome-radius);padding:20px;max-width:min(92vw,360px);
  background:var(--cp-chrome-bg);color:var(--cp-chrome-fg)}
.cp-dialog::backdrop{background:rgba(0,0,0,.35)}
.cp-dialog h2{margin:0 0 4px;font-size:18px}
.cp-dialog p{margin:0 0 12px;color:var(--cp-chrome-muted)}
.cp-dialog .cp-actions{display:flex;gap:8px;justify-content:flex-end}
.cp-dialog a.cp-button{text-decoration:none;display:inline-flex;align-items:center;background:var(--cp-accent);color:var(--cp-accent-fg)}
@media (prefers-reduced-motion:reduce){.cp-plan{transition:none}}
`;

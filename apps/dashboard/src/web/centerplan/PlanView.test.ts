// The plan is drawn as an image: its markup travels in a data: URL and never becomes part of the page.
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { GraphNode } from './graph';
import { PlanView } from './PlanView';

const node = (id: string, x: number, y: number, kind: GraphNode['kind'] = 'walkway'): GraphNode => ({
  id,
  floorId: 'f',
  kind,
  x,
  y,
  connectorGroup: null,
  connectorType: null,
  refId: null,
  label: null,
});

const render = (svg: string, extra: Partial<Parameters<typeof PlanView>[0]> = {}) =>
  renderToStaticMarkup(
    createElement(PlanView, {
      svg,
      name: 'EG',
      nodes: [node('a', 10, 10), node('b', 90, 10, 'connector')],
      lines: [{ key: 'a:b', x1: 10, y1: 10, x2: 90, y2: 10, accessible: false }],
      showGraph: true,
      markers: [{ key: 'm', x: 50, y: 50 }],
      picked: { x: 20, y: 30 },
      onPick: () => {},
      ...extra,
    }),
  );

describe('PlanView', () => {
  it('draws the plan as an image and the graph, markers and picked point in an overlay of the same viewBox', () => {
    const html = render('<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 100 80"><rect id="shop-1"/></svg>');
    expect(html).toMatch(/<img src="data:image\/svg\+xml;charset=utf-8,%3Csvg/);
    expect(html).not.toContain('shop-1"');
    expect(html).toContain('viewBox="0 0 100 80"');
    expect(html).toContain('preserveAspectRatio="xMidYMid meet"');
    expect(html).toContain('class="plan-edge plan-edge-blocked"');
    expect(html.match(/class="plan-node /g)).toHaveLength(2);
    expect(html).toContain('class="plan-marker"');
    expect(html).toContain('class="plan-picked"');
  });

  it('hides the graph when asked, and warns when the plan has no coordinate system', () => {
    expect(render('<svg viewBox="0 0 10 10"></svg>', { showGraph: false })).not.toContain('plan-edge');
    const html = render('<svg><g/></svg>');
    expect(html).not.toContain('plan-overlay');
    expect(html).toContain('role="status"');
  });

  it('keeps hostile markup inside the image address', () => {
    const hostile =
      '<svg viewBox="0 0 1 1"><script>alert(1)</script><foreignObject><img src=x onerror="alert(2)"/></foreignObject></svg>';
    const html = render(hostile);
    // everything of the plan is inside the (percent-encoded) image address; outside it nothing of it is left
    const outside = html.replace(/src="data:image\/svg\+xml;charset=utf-8,[^"<>\s]*"/, 'src=""');
    expect(outside).not.toContain('alert');
    expect(html).not.toContain('<script');
    expect(outside).not.toContain('onerror');
    expect(html).not.toContain('<foreignObject');
    expect(html.match(/<img /g)).toHaveLength(1);
  });
});

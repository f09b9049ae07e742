// Spec 2.7 / 4.2: floor SVGs are injected into the embeddable plan, so nothing active or external survives.
import { describe, expect, it } from 'vitest';
import { floorPlan } from '../demo/floor-plan';
import { sanitizeSvg } from './sanitize-svg';

const wrap = (inner: string) => `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 100 100">${inner}</svg>`;

describe('sanitizeSvg', () => {
  it('removes scripts and event-handler attributes', () => {
    const { svg, removed } = sanitizeSvg(
      '<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"><script>alert(2)</script>' +
        '<rect id="shop-a" onclick="alert(3)" onmouseover="alert(4)" width="5" height="5"/></svg>',
    );
    expect(svg).not.toMatch(/script|alert|onload|onclick|onmouseover/i);
    expect(svg).toContain('id="shop-a"');
    expect(removed).toBeGreaterThanOrEqual(4);
  });

  it('removes foreignObject with its HTML', () => {
    const { svg } = sanitizeSvg(
      wrap(
        '<foreignObject width="10" height="10"><div><img src="x" onerror="alert(1)"><p>html text</p></div></foreignObject><rect id="shop-b"/>',
      ),
    );
    expect(svg).not.toMatch(/foreignObject|<div|<img|<p>|onerror|html text/i);
    expect(svg).toContain('id="shop-b"');
  });

  it('keeps only same-document and inline raster references', () => {
    const { svg } = sanitizeSvg(
      wrap(
        '<defs><symbol id="icon"><circle r="2"/></symbol></defs>' +
          '<use id="u-evil" href="http://evil.example/x.svg#a"/>' +
          '<use id="u-evil2" xlink:href="//evil.example/x.svg#a"/>' +
          '<use id="u-ok" href="#icon"/>' +
          '<a id="a-js" href="javascript:alert(1)"><rect/></a>' +
          '<a id="a-js2" xlink:href=" JaVaScRiPt:alert(1)"><rect/></a>' +
          '<image id="img-ok" href="data:image/png;base64,iVBORw0KGgo="/>' +
          '<image id="img-svg" href="data:image/svg+xml;base64,PHN2Zz4="/>' +
          '<image id="img-far" href="https://tracker.example/pixel.png"/>' +
          '<filter id="f"><feImage href="http://evil.example/i.png"/></filter>',
      ),
    );
    expect(svg).not.toMatch(/evil\.example|javascript|tracker|svg\+xml/i);
    expect(svg).toContain('<use id="u-ok" href="#icon">');
    expect(svg).toContain('href="data:image/png;base64,iVBORw0KGgo="');
    expect(svg).toContain('id="u-evil"');
  });

  it('keeps url(#id) and drops every other url() in attributes, style attributes and style elements', () => {
    const { svg } = sanitizeSvg(
      wrap(
        '<linearGradient id="g"><stop offset="0" stop-color="#fff"/></linearGradient>' +
          '<rect id="r1" style="fill:red;background-image:url(http://evil.example/a.png)"/>' +
          '<rect id="r2" style="fill: url( \'#g\' )"/>' +
          '<rect id="r3" fill="url(https://evil.example/p.svg#x)"/>' +
          '<rect id="r4" fill="url(#g)" filter="url(#f)"/>' +
          '<rect id="r5" style="fill:u\\72l(http://evil.example/b.png)"/>' +
          '<style>@import url(http://evil.example/s.css);</style>' +
          '<style>.unit{fill:#e5e7eb}</style>',
      ),
    );
    expect(svg).not.toMatch(/evil\.example|@import|\\72/);
    expect(svg).toContain('<rect id="r2" style="fill: url( \'#g\' )">');
    expect(svg).toContain('<rect id="r4" fill="url(#g)" filter="url(#f)">');
    expect(svg).toContain('.unit{fill:#e5e7eb}');
  });

  it('drops animation that could rewrite a link', () => {
    const { svg } = sanitizeSvg(
      wrap(
        '<a href="#x"><animate attributeName="href" to="javascript:alert(1)"/><set attributeName="href" to="javascript:alert(2)"/><rect/></a>',
      ),
    );
    expect(svg).not.toMatch(/animate|<set|javascript/i);
  });

  it('keeps the demo plan whole: ids, data-id, classes, transforms, shapes and text', () => {
    const shopId = '0b8e8c58-7d1f-4c83-9f5e-1f0c1e1d1a01';
    const other = '0b8e8c58-7d1f-4c83-9f5e-1f0c1e1d1a02';
    const third = '0b8e8c58-7d1f-4c83-9f5e-1f0c1e1d1a03';
    const service = '0b8e8c58-7d1f-4c83-9f5e-1f0c1e1d1a04';
    const plan = floorPlan(
      'eg',
      [
        { shopId, name: 'Café & Bäckerei <Nord>', method: 'element_id' },
        { shopId: other, name: 'Buchladen', method: 'data_id' },
        { shopId: third, name: 'Mode', method: 'coordinate' },
      ],
      [service],
    );
    const { svg, removed } = sanitizeSvg(plan.svg);
    expect(removed).toBe(0);
    expect(svg).toContain(`id="shop-${shopId}"`);
    expect(svg).toContain(`data-id="${other}"`);
    expect(svg).toContain('id="shop-unit-eg-2"');
    expect(svg).toContain('id="shop-unit-eg-3"');
    expect(svg).toContain(`id="service-${service}"`);
    expect(svg).toContain('viewBox="0 0 700');
    expect(svg).toContain('Café &amp; Bäckerei &lt;Nord&gt;');
    const again = sanitizeSvg(
      '<svg class="plan"><g transform="translate(10 20) rotate(5)"><path d="M0 0 L10 10"/></g></svg>',
    );
    expect(again.svg).toBe(
      '<svg class="plan"><g transform="translate(10 20) rotate(5)"><path d="M0 0 L10 10"></path></g></svg>',
    );
    expect(again.removed).toBe(0);
  });

  it('answers an empty string for an empty input and is idempotent', () => {
    expect(sanitizeSvg('')).toEqual({ svg: '', removed: 0 });
    expect(sanitizeSvg('   ')).toEqual({ svg: '', removed: 0 });
    const once = sanitizeSvg(wrap('<rect id="shop-x" onclick="x()"/>')).svg;
    expect(sanitizeSvg(once)).toEqual({ svg: once, removed: 0 });
  });
});

import { describe, expect, it } from 'vitest';
import {
  aspectAttribute,
  clientToViewBox,
  formatBytes,
  readSvgFrame,
  readViewBox,
  rootSvgAttributes,
  svgDataUrl,
} from './svg-geometry';

const meet = { align: { x: 'mid', y: 'mid' }, slice: false } as const;

describe('readViewBox', () => {
  it('reads the viewBox of the root element, with commas, signs and decimals', () => {
    expect(readViewBox('<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 800 600"><rect/></svg>')).toEqual({
      x: 0,
      y: 0,
      width: 800,
      height: 600,
    });
    expect(readViewBox("<svg viewBox='-10,-20.5, 100 1e2'></svg>")).toEqual({
      x: -10,
      y: -20.5,
      width: 100,
      height: 100,
    });
  });

  it('falls back to width and height like the server, and says it is not explicit', () => {
    const frame = readSvgFrame('<svg width="400px" height="300"></svg>');
    expect(frame?.viewBox).toEqual({ x: 0, y: 0, width: 400, height: 300 });
    expect(frame?.explicit).toBe(false);
  });

  it('skips the prolog, a doctype and comments (also a commented-out svg) before the root', () => {
    const text =
      '<?xml version="1.0"?>\n<!DOCTYPE svg>\n<!-- <svg viewBox="0 0 1 1"> -->\n<svg\n  id="plan"\n  viewBox="0 0 50 40">';
    expect(readViewBox(text)).toEqual({ x: 0, y: 0, width: 50, height: 40 });
  });

  it('reads preserveAspectRatio', () => {
    expect(readSvgFrame('<svg viewBox="0 0 1 1" preserveAspectRatio="xMinYMax slice">')?.aspect).toEqual({
      align: { x: 'min', y: 'max' },
      slice: true,
    });
    expect(readSvgFrame('<svg viewBox="0 0 1 1" preserveAspectRatio="none">')?.aspect.align).toBe('none');
    expect(readSvgFrame('<svg viewBox="0 0 1 1" preserveAspectRatio="bogus">')?.aspect).toEqual(meet);
    expect(aspectAttribute({ align: { x: 'min', y: 'max' }, slice: true })).toBe('xMinYMax slice');
    expect(aspectAttribute(meet)).toBe('xMidYMid meet');
  });

  it('gives null without a usable box', () => {
    expect(readViewBox('')).toBeNull();
    expect(readViewBox('<svg></svg>')).toBeNull();
    expect(readViewBox('<svg viewBox="0 0 0 100"></svg>')).toBeNull();
    expect(readViewBox('<svg viewBox="0 0 -5 100"></svg>')).toBeNull();
    expect(readViewBox('<svg viewBox="0 0 100"></svg>')).toBeNull();
    expect(readViewBox('<svg width="100%" height="auto"></svg>')).toBeNull();
    expect(readViewBox('<html><body>no plan</body></html>')).toBeNull();
  });

  it('is not fooled by hostile input', () => {
    // a viewBox only inside a nested element or an attribute value does not count
    expect(readViewBox('<svg data-x="viewBox=&quot;0 0 9 9&quot;"><g viewBox="0 0 5 5"/></svg>')).toBeNull();
    expect(readViewBox('<svgx viewBox="0 0 5 5">')).toBeNull();
    expect(readViewBox('<svg viewBox="0 0 1e999 5">')).toBeNull();
    expect(readViewBox(123 as unknown as string)).toBeNull();
    // a long run of attributes does not hang the reader
    const many = `<svg ${'a="1" '.repeat(20_000)}viewBox="0 0 2 2">`;
    expect(readViewBox(many)).toEqual({ x: 0, y: 0, width: 2, height: 2 });
    expect(readViewBox(`<svg ${'a'.repeat(100_000)}`)).toBeNull();
    // the first occurrence of an attribute wins, as in XML parsers that refuse duplicates
    expect(rootSvgAttributes('<svg viewBox="0 0 1 1" viewBox="0 0 2 2">')?.get('viewBox')).toBe('0 0 1 1');
  });
});

describe('svgDataUrl', () => {
  it('puts the markup into an image address, escaped', () => {
    const url = svgDataUrl('<svg viewBox="0 0 1 1"><text>ä & "x" #1</text></svg>');
    expect(url.startsWith('data:image/svg+xml;charset=utf-8,')).toBe(true);
    const body = url.slice('data:image/svg+xml;charset=utf-8,'.length);
    expect(body).not.toMatch(/[<>"#& ]/);
    expect(decodeURIComponent(body)).toBe('<svg viewBox="0 0 1 1"><text>ä & "x" #1</text></svg>');
  });
});

describe('clientToViewBox', () => {
  const box = { x: 0, y: 0, width: 800, height: 600 };

  it('scales a click on a plan drawn at its own aspect', () => {
    const rect = { left: 100, top: 50, width: 400, height: 300 };
    expect(clientToViewBox({ clientX: 100, clientY: 50 }, rect, { viewBox: box, aspect: meet })).toEqual({
      x: 0,
      y: 0,
    });
    expect(clientToViewBox({ clientX: 300, clientY: 200 }, rect, { viewBox: box, aspect: meet })).toEqual({
      x: 400,
      y: 300,
    });
    expect(clientToViewBox({ clientX: 500, clientY: 350 }, rect, { viewBox: box, aspect: meet })).toEqual({
      x: 800,
      y: 600,
    });
  });

  it('honours an offset viewBox and rounds to two decimals', () => {
    const frame = { viewBox: { x: -50, y: 10, width: 3, height: 3 }, aspect: meet };
    expect(clientToViewBox({ clientX: 1, clientY: 1 }, { left: 0, top: 0, width: 3, height: 3 }, frame)).toEqual({
      x: -49,
      y: 11,
    });
    expect(clientToViewBox({ clientX: 1, clientY: 2 }, { left: 0, top: 0, width: 9, height: 9 }, frame)).toEqual({
      x: -49.67,
      y: 10.67,
    });
  });

  it('letterboxes (meet) and refuses a click on the empty margin', () => {
    // an 800x600 plan in a 1000x600 box: drawn 800 wide, centred with 100 on each side
    const rect = { left: 0, top: 0, width: 1000, height: 600 };
    expect(clientToViewBox({ clientX: 100, clientY: 0 }, rect, { viewBox: box, aspect: meet })).toEqual({ x: 0, y: 0 });
    expect(clientToViewBox({ clientX: 500, clientY: 300 }, rect, { viewBox: box, aspect: meet })).toEqual({
      x: 400,
      y: 300,
    });
    expect(clientToViewBox({ clientX: 50, clientY: 300 }, rect, { viewBox: box, aspect: meet })).toBeNull();
    const left = { viewBox: box, aspect: { align: { x: 'min', y: 'mid' }, slice: false } } as const;
    expect(clientToViewBox({ clientX: 0, clientY: 0 }, rect, left)).toEqual({ x: 0, y: 0 });
  });

  it('stretches with preserveAspectRatio none, and crops with slice', () => {
    const rect = { left: 0, top: 0, width: 1000, height: 600 };
    expect(
      clientToViewBox({ clientX: 500, clientY: 150 }, rect, { viewBox: box, aspect: { align: 'none', slice: false } }),
    ).toEqual({
      x: 400,
      y: 150,
    });
    // slice: scale 1.25, drawn 1000x750, centred: 75 cut off at the top
    const slice = { viewBox: box, aspect: { align: { x: 'mid', y: 'mid' }, slice: true } } as const;
    expect(clientToViewBox({ clientX: 0, clientY: 0 }, rect, slice)).toEqual({ x: 0, y: 60 });
  });

  it('gives null for a click outside, an empty box or hostile numbers', () => {
    const rect = { left: 0, top: 0, width: 400, height: 300 };
    const frame = { viewBox: box, aspect: meet };
    expect(clientToViewBox({ clientX: -1, clientY: 10 }, rect, frame)).toBeNull();
    expect(clientToViewBox({ clientX: 10, clientY: 301 }, rect, frame)).toBeNull();
    expect(clientToViewBox({ clientX: 10, clientY: 10 }, { ...rect, width: 0 }, frame)).toBeNull();
    expect(clientToViewBox({ clientX: Number.NaN, clientY: 10 }, rect, frame)).toBeNull();
    expect(clientToViewBox({ clientX: 10, clientY: Number.POSITIVE_INFINITY }, rect, frame)).toBeNull();
    expect(
      clientToViewBox({ clientX: 10, clientY: 10 }, rect, { viewBox: { ...box, width: 0 }, aspect: meet }),
    ).toBeNull();
  });
});

describe('formatBytes', () => {
  it('says the size shortly', () => {
    expect(formatBytes(0)).toBe('0 B');
    expect(formatBytes(512)).toBe('512 B');
    expect(formatBytes(600 * 1024)).toBe('600 KB');
    expect(formatBytes(5 * 1024 * 1024)).toBe('5.0 MB');
    expect(formatBytes(Number.NaN)).toBe('0 B');
    expect(formatBytes(-3)).toBe('0 B');
  });
});

// A floor's plan as an image (the sanitized SVG travels in a data: URL, so no markup enters the page) with an
// SVG overlay in the same viewBox: the walkable graph, the linked coordinates and the point just picked. A click
// on the plan is turned into viewBox coordinates (the coordinate mapping method of spec 2.7).
import { type MouseEvent, useMemo } from 'react';
import { useI18n } from '../i18n';
import type { GraphNode, OverlayLine } from './graph';
import { aspectAttribute, clientToViewBox, readSvgFrame, svgDataUrl, viewBoxAttribute } from './svg-geometry';

export interface PlanMarker {
  key: string;
  x: number;
  y: number;
}

export function PlanView(props: {
  svg: string;
  name: string;
  nodes: readonly GraphNode[];
  lines: readonly OverlayLine[];
  showGraph: boolean;
  markers: readonly PlanMarker[];
  picked: { x: number; y: number } | null;
  /** a click on the plan: the point in viewBox coordinates, or null for a click outside the drawn plan; without it
   * (a reader) the plan is only shown */
  onPick?: ((point: { x: number; y: number } | null) => void) | undefined;
}) {
  const { t } = useI18n();
  const frame = useMemo(() => readSvgFrame(props.svg), [props.svg]);
  const src = useMemo(() => svgDataUrl(props.svg), [props.svg]);

  function onClick(event: MouseEvent<HTMLImageElement>) {
    if (!frame || !props.onPick) return;
    const rect = event.currentTarget.getBoundingClientRect();
    props.onPick(clientToViewBox(event, rect, frame));
  }

  const box = frame?.viewBox;
  // sizes in viewBox units, so the marks keep their size relative to the plan
  const unit = box ? Math.max(box.width, box.height) / 200 : 1;
  return (
    <>
      {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling plan must be reachable by keyboard to scroll it */}
      <section className="plan-scroll" aria-label={t('plan.view.alt', { name: props.name })} tabIndex={0}>
        <div
          className="plan-view"
          // a plan without viewBox is not scaled by browsers: it is shown at its own width
          style={frame && !frame.explicit ? { width: `${frame.viewBox.width}px` } : undefined}
        >
          {/* biome-ignore lint/a11y/useKeyWithClickEvents: the point can also be typed into the x and y fields */}
          <img src={src} alt={t('plan.view.alt', { name: props.name })} draggable={false} onClick={onClick} />
          {frame && box && (
            <svg
              className="plan-overlay"
              viewBox={viewBoxAttribute(box)}
              preserveAspectRatio={aspectAttribute(frame.aspect)}
              aria-hidden="true"
              focusable="false"
            >
              {props.showGraph && (
                <g className="plan-graph">
                  {props.lines.map((line) => (
                    <line
                      key={line.key}
                      x1={line.x1}
                      y1={line.y1}
                      x2={line.x2}
                      y2={line.y2}
                      className={line.accessible ? 'plan-edge' : 'plan-edge plan-edge-blocked'}
                      vectorEffect="non-scaling-stroke"
                    />
                  ))}
                  {props.nodes.map((node) => (
                    <circle
                      key={node.id}
                      cx={node.x}
                      cy={node.y}
                      r={node.kind === 'walkway' ? unit * 0.8 : unit * 1.4}
                      className={`plan-node plan-node-${node.kind}`}
                      vectorEffect="non-scaling-stroke"
                    />
                  ))}
                </g>
              )}
              {props.markers.map((marker) => (
                <circle
                  key={marker.key}
                  cx={marker.x}
                  cy={marker.y}
                  r={unit * 1.5}
                  className="plan-marker"
                  vectorEffect="non-scaling-stroke"
                />
              ))}
              {props.picked && (
                <g className="plan-picked">
                  <line
                    x1={props.picked.x - unit * 3}
                    y1={props.picked.y}
                    x2={props.picked.x + unit * 3}
                    y2={props.picked.y}
                    vectorEffect="non-scaling-stroke"
                  />
                  <line
                    x1={props.picked.x}
                    y1={props.picked.y - unit * 3}
                    x2={props.picked.x}
                    y2={props.picked.y + unit * 3}
                    vectorEffect="non-scaling-stroke"
                  />
                </g>
              )}
            </svg>
          )}
        </div>
      </section>
      {frame ? (
        props.onPick && <p className="hint">{t('plan.view.clickHint')}</p>
      ) : (
        <p role="status" className="message message-warning">
          {t('plan.view.noViewBox')}
        </p>
      )}
    </>
  );
}

import { useId } from 'react';
import type { RoomShape } from '../../../shared/takeoff.ts';
import { useI18n } from '../../lib/i18n.ts';
import { sketchOf } from './sketch.ts';

/**
 * A drawing of a room with its sizes: the rectangles laid out (room, closets under it, cut-outs
 * dashed), or a wall walk's outline with each wall's length. Its title says the same in words.
 */
export function RoomSketch({ name, shape }: { name: string; shape: RoomShape }) {
  const { t } = useI18n();
  const titleId = useId();
  const sketch = sketchOf(shape);
  if (!sketch) return <p className="text-sm text-muted-foreground">{t('measurements.sketch.none')}</p>;

  const span = Math.max(sketch.width, sketch.height, 1);
  const pad = span * 0.12;
  const font = span / 16;
  const words = sketch.walls.length
    ? t('measurements.sketch.walls', { walls: sketch.walls.map((w) => w.label).join(', ') })
    : sketch.rects
        .map((r) =>
          r.kind === 'main'
            ? r.size
            : t(r.kind === 'addition' ? 'measurements.sketch.addition' : 'measurements.sketch.cutOut', {
                size: r.size,
              }),
        )
        .join('; ');
  const title = `${t('measurements.sketch.label', { name })}: ${words}`;

  return (
    <svg
      role="img"
      aria-labelledby={titleId}
      viewBox={`${sketch.minX - pad} ${sketch.minY - pad} ${sketch.width + 2 * pad} ${sketch.height + 2 * pad}`}
      className="h-auto max-h-64 w-full rounded-md border border-border bg-muted"
    >
      <title id={titleId}>{title}</title>
      {sketch.rects.map((r, i) => (
        <g key={i}>
          <rect
            x={r.x}
            y={r.y}
            width={r.w}
            height={r.h}
            vectorEffect="non-scaling-stroke"
            strokeWidth={2}
            strokeDasharray={r.kind === 'cutOut' ? '6 4' : undefined}
            className={r.kind === 'cutOut' ? 'fill-background stroke-muted-foreground' : 'fill-card stroke-foreground'}
          />
          <text
            x={r.x + r.w / 2}
            y={r.y + r.h / 2}
            fontSize={Math.min(font, r.h / 2.5, r.w / 4)}
            textAnchor="middle"
            dominantBaseline="middle"
            className="fill-foreground"
          >
            {r.size}
          </text>
        </g>
      ))}
      {sketch.walls.length > 0 && (
        <>
          <polygon
            points={sketch.walls.map((w) => w.from.join(',')).join(' ')}
            vectorEffect="non-scaling-stroke"
            strokeWidth={2}
            className="fill-card stroke-foreground"
          />
          {sketch.walls.map((w, i) => (
            <text
              key={i}
              x={(w.from[0] + w.to[0]) / 2}
              y={(w.from[1] + w.to[1]) / 2}
              fontSize={font}
              textAnchor="middle"
              dominantBaseline="middle"
              className="fill-foreground"
            >
              {w.label}
            </text>
          ))}
        </>
      )}
    </svg>
  );
}

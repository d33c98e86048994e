import { MEASUREMENT_LIMITS, type Addition, type RoomShape, type WallSide } from '../../../shared/takeoff.ts';
import { Button } from '../../components/ui/Button.tsx';
import { Field } from '../../components/ui/Field.tsx';
import { NativeSelect } from '../../components/ui/NativeControls.tsx';
import { useI18n } from '../../lib/i18n.ts';
import { LengthInput } from './LengthInput.tsx';
import { AddButton, big, RectangleInputs, Removable } from './RoomParts.tsx';

type RectanglesShape = Extract<RoomShape, { kind: 'rectangles' }>;
type PolygonShape = Extract<RoomShape, { kind: 'polygon' }>;

/** The room's outline: rectangles (the room and its closets) or a walk along its walls, then what is cut out of it. */
export function RoomShapeFields({ shape, onChange }: { shape: RoomShape; onChange: (shape: RoomShape) => void }) {
  const { t } = useI18n();

  const switchKind = (kind: RoomShape['kind']) => {
    if (kind === shape.kind) return;
    onChange(
      kind === 'polygon'
        ? {
            kind: 'polygon',
            cutOuts: shape.cutOuts,
            sides: Array.from({ length: 4 }, () => ({ length: 0, turn: 'left' as const })),
          }
        : { kind: 'rectangles', main: { length: 0, width: 0 }, additions: [], cutOuts: shape.cutOuts },
    );
  };

  return (
    <>
      <div role="group" aria-label={t('measurements.room.shape')} className="grid grid-cols-2 gap-2">
        {(['rectangles', 'polygon'] as const).map((kind) => (
          <Button
            key={kind}
            variant={shape.kind === kind ? 'default' : 'outline'}
            className={big}
            aria-pressed={shape.kind === kind}
            onClick={() => switchKind(kind)}
          >
            {t(`measurements.room.${kind}`)}
          </Button>
        ))}
      </div>

      {shape.kind === 'rectangles' ? (
        <RectanglesFields shape={shape} onChange={onChange} />
      ) : (
        <WallsFields shape={shape} onChange={onChange} />
      )}

      <CutOutsFields shape={shape} onChange={onChange} />
    </>
  );
}

/** The main rectangle, then each closet or addition: its size, the side it joins along, and where. */
function RectanglesFields({ shape, onChange }: { shape: RectanglesShape; onChange: (shape: RoomShape) => void }) {
  const { t } = useI18n();
  const setAddition = (i: number, fields: Partial<Addition>) =>
    onChange({ ...shape, additions: shape.additions.map((a, j) => (j === i ? { ...a, ...fields } : a)) });

  return (
    <div className="space-y-3">
      <RectangleInputs
        label={t('measurements.room.main')}
        value={shape.main}
        onChange={(main) => onChange({ ...shape, main })}
      />
      {shape.additions.map((addition, i) => (
        <Removable
          key={i}
          label={t('measurements.room.addition', { n: i + 1 })}
          onRemove={() => onChange({ ...shape, additions: shape.additions.filter((_, j) => j !== i) })}
        >
          <RectangleInputs
            label={t('measurements.room.addition', { n: i + 1 })}
            value={addition}
            onChange={(r) => setAddition(i, r)}
          />
          <Field label={t('measurements.room.joinedAlong')}>
            <NativeSelect
              className={big}
              value={addition.joinedAlong}
              onChange={(e) => setAddition(i, { joinedAlong: e.target.value as Addition['joinedAlong'] })}
            >
              <option value="length">{t('measurements.room.joinedLength')}</option>
              <option value="width">{t('measurements.room.joinedWidth')}</option>
            </NativeSelect>
          </Field>
          <AdditionPosition addition={addition} onChange={(fields) => setAddition(i, fields)} />
        </Removable>
      ))}
      <AddButton
        disabled={shape.additions.length >= MEASUREMENT_LIMITS.rectangles - 1}
        onClick={() =>
          onChange({ ...shape, additions: [...shape.additions, { length: 0, width: 0, joinedAlong: 'length' }] })
        }
      >
        {t('measurements.room.addAddition')}
      </AddButton>
    </div>
  );
}

/** Which of the room's walls an addition is against, and from where: a closet past the corner shares part of its side. */
function AdditionPosition({
  addition,
  onChange,
}: {
  addition: Addition;
  onChange: (fields: Pick<Addition, 'wall' | 'offset'>) => void;
}) {
  const { t } = useI18n();
  const wall = addition.wall ?? null;
  return (
    <div className="grid grid-cols-1 gap-2 min-[420px]:grid-cols-2">
      <Field label={t('measurements.room.against')}>
        <NativeSelect
          className={big}
          value={wall ?? ''}
          onChange={(e) => {
            const next = (e.target.value || null) as Addition['wall'];
            onChange({ wall: next, offset: next ? (addition.offset ?? 0) : null });
          }}
        >
          <option value="">{t('measurements.room.againstWhole')}</option>
          <option value="length">{t('measurements.room.againstLength')}</option>
          <option value="width">{t('measurements.room.againstWidth')}</option>
        </NativeSelect>
      </Field>
      {wall && (
        <LengthInput
          label={t('measurements.room.offset')}
          hint={t('measurements.room.offsetHint')}
          value={addition.offset ?? 0}
          onChange={(offset) => onChange({ wall, offset })}
        />
      )}
    </div>
  );
}

/** A wall walk: each wall's length and the turn at its end. */
function WallsFields({ shape, onChange }: { shape: PolygonShape; onChange: (shape: RoomShape) => void }) {
  const { t } = useI18n();
  const setSide = (i: number, fields: Partial<WallSide>) =>
    onChange({ ...shape, sides: shape.sides.map((s, j) => (j === i ? { ...s, ...fields } : s)) });

  return (
    <div className="space-y-3">
      <p className="text-sm text-muted-foreground">{t('measurements.room.wallsHint')}</p>
      {shape.sides.map((side, i) => (
        <Removable
          key={i}
          label={t('measurements.room.wall', { n: i + 1 })}
          onRemove={() => onChange({ ...shape, sides: shape.sides.filter((_, j) => j !== i) })}
        >
          <div className="grid grid-cols-[1fr_auto] items-end gap-2">
            <LengthInput
              label={t('measurements.room.wall', { n: i + 1 })}
              value={side.length}
              onChange={(length) => setSide(i, { length })}
            />
            <Field label={t('measurements.room.turn')}>
              <NativeSelect
                className={big}
                value={side.turn}
                onChange={(e) => setSide(i, { turn: e.target.value as 'left' | 'right' })}
              >
                <option value="left">{t('measurements.room.left')}</option>
                <option value="right">{t('measurements.room.right')}</option>
              </NativeSelect>
            </Field>
          </div>
        </Removable>
      ))}
      <AddButton
        disabled={shape.sides.length >= MEASUREMENT_LIMITS.polygonSides}
        onClick={() => onChange({ ...shape, sides: [...shape.sides, { length: 0, turn: 'left' }] })}
      >
        {t('measurements.room.addWall')}
      </AddButton>
    </div>
  );
}

/** What is not floored inside the outline (an island, say), whichever way the room was measured. */
function CutOutsFields({ shape, onChange }: { shape: RoomShape; onChange: (shape: RoomShape) => void }) {
  const { t } = useI18n();
  return (
    <>
      {shape.cutOuts.map((cut, i) => (
        <Removable
          key={i}
          label={t('measurements.room.cutOut', { n: i + 1 })}
          onRemove={() => onChange({ ...shape, cutOuts: shape.cutOuts.filter((_, j) => j !== i) })}
        >
          <RectangleInputs
            label={t('measurements.room.cutOut', { n: i + 1 })}
            value={cut}
            onChange={(r) =>
              onChange({ ...shape, cutOuts: shape.cutOuts.map((c, j) => (j === i ? { ...c, ...r } : c)) })
            }
          />
        </Removable>
      ))}
      <AddButton
        disabled={shape.cutOuts.length >= MEASUREMENT_LIMITS.cutOuts}
        onClick={() => onChange({ ...shape, cutOuts: [...shape.cutOuts, { length: 0, width: 0 }] })}
      >
        {t('measurements.room.addCutOut')}
      </AddButton>
    </>
  );
}

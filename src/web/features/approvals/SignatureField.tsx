import { Eraser, Keyboard, PenLine } from 'lucide-react';
import { useEffect, useId, useLayoutEffect, useRef, useState } from 'react';
import SignaturePad from 'signature_pad';
import { Button } from '../../components/ui/Button.tsx';
import { Input } from '../../components/ui/Input.tsx';
import { Label } from '../../components/ui/Label.tsx';
import { cn } from '../../lib/cn.ts';
import { useI18n } from '../../lib/i18n.ts';
import { canvasRatio, SCRIPT_FONTS, typedSignatureSize } from './signature.ts';

const INK = 'rgb(15, 23, 42)';

/**
 * The signature: drawn in a box with a finger, a pen or the mouse (signature_pad), or typed and drawn
 * in a script font into the same box, so that every step works from the keyboard and the server
 * always receives a PNG. `onChange` gets the PNG as a data URL, or null while the box is empty.
 */
export function SignatureField({
  error,
  defaultTyped,
  onChange,
}: {
  error?: string;
  /** What the typed signature starts with: the signer's name. */
  defaultTyped: string;
  onChange: (dataUrl: string | null) => void;
}) {
  const { t } = useI18n();
  const id = useId();
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const typedRef = useRef<HTMLInputElement>(null);
  const focusTyped = useRef(false);
  const padRef = useRef<SignaturePad | null>(null);
  const [mode, setMode] = useState<'draw' | 'type'>('draw');
  const [typed, setTyped] = useState('');
  const [signed, setSigned] = useState(false);
  // The latest values for the canvas's listeners, set up once.
  const state = useRef({ mode, typed, onChange });
  useLayoutEffect(() => {
    state.current = { mode, typed, onChange };
  });

  const emit = (dataUrl: string | null) => {
    setSigned(dataUrl !== null);
    state.current.onChange(dataUrl);
  };

  /** Draws the typed text, centred and as large as fits, and hands on the image. */
  const drawTyped = (text: string) => {
    const canvas = canvasRef.current;
    const pad = padRef.current;
    if (!canvas || !pad) return;
    pad.clear();
    const value = text.trim();
    if (!value) return emit(null);
    const ctx = canvas.getContext('2d');
    if (!ctx) return emit(null);
    const width = canvas.offsetWidth;
    const height = canvas.offsetHeight;
    ctx.save();
    ctx.font = `100px ${SCRIPT_FONTS}`;
    const size = typedSignatureSize(ctx.measureText(value).width / 100, width, height);
    ctx.font = `${size}px ${SCRIPT_FONTS}`;
    ctx.fillStyle = INK;
    ctx.textAlign = 'center';
    ctx.textBaseline = 'middle';
    ctx.fillText(value, width / 2, height / 2);
    ctx.restore();
    emit(canvas.toDataURL('image/png'));
  };
  const drawTypedRef = useRef(drawTyped);
  useLayoutEffect(() => {
    drawTypedRef.current = drawTyped;
  });

  useEffect(() => {
    const canvas = canvasRef.current;
    if (!canvas) return;
    const pad = new SignaturePad(canvas, { penColor: INK, minWidth: 0.8, maxWidth: 2.6 });
    padRef.current = pad;
    pad.addEventListener('endStroke', () => {
      if (state.current.mode === 'draw') emit(pad.isEmpty() ? null : pad.toDataURL('image/png'));
    });
    let width = 0;
    // The canvas's pixels follow its width on screen (a phone turned, a window resized).
    const fitCanvasToBox = () => {
      if (canvas.offsetWidth === width || canvas.offsetWidth === 0) return;
      width = canvas.offsetWidth;
      const ratio = canvasRatio(window.devicePixelRatio);
      const strokes = pad.toData();
      canvas.width = canvas.offsetWidth * ratio;
      canvas.height = canvas.offsetHeight * ratio;
      canvas.getContext('2d')?.scale(ratio, ratio);
      pad.clear();
      if (state.current.mode === 'type') drawTypedRef.current(state.current.typed);
      else if (strokes.length) {
        pad.fromData(strokes);
        emit(pad.toDataURL('image/png'));
      }
    };
    fitCanvasToBox();
    const observer = new ResizeObserver(fitCanvasToBox);
    observer.observe(canvas);
    return () => {
      observer.disconnect();
      pad.off();
      padRef.current = null;
    };
  }, []);

  useEffect(() => {
    // The field appears on "Type your signature instead": the keyboard user goes on there.
    if (mode === 'type' && focusTyped.current) typedRef.current?.focus();
    focusTyped.current = false;
  }, [mode]);

  function switchMode() {
    const pad = padRef.current;
    if (!pad) return;
    if (mode === 'draw') {
      pad.off();
      const start = typed || defaultTyped;
      setTyped(start);
      setMode('type');
      state.current.mode = 'type';
      focusTyped.current = true;
      drawTyped(start);
    } else {
      pad.clear();
      pad.on();
      setMode('draw');
      state.current.mode = 'draw';
      emit(null);
    }
  }

  function clear() {
    padRef.current?.clear();
    if (mode === 'type') setTyped('');
    emit(null);
  }

  const instructionsId = `${id}-instructions`;
  const errorId = `${id}-error`;
  const typedId = `${id}-typed`;
  return (
    <fieldset className="grid gap-2" aria-describedby={error ? errorId : undefined}>
      <legend className="mb-2 text-sm leading-none font-medium">{t('approvals.sign.signature')}</legend>
      <p id={instructionsId} className="text-sm text-muted-foreground">
        {t('approvals.sign.instructions')}
      </p>
      <canvas
        ref={canvasRef}
        role="img"
        aria-label={`${t('approvals.sign.canvasLabel')}: ${signed ? t('approvals.sign.signed') : t('approvals.sign.empty')}`}
        aria-describedby={instructionsId}
        data-testid="signature-canvas"
        className={cn(
          'h-40 w-full touch-none rounded-md border-2 border-dashed bg-white',
          error ? 'border-danger-text' : 'border-input',
          mode === 'draw' ? 'cursor-crosshair' : 'cursor-default',
        )}
      />
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p className="text-sm text-muted-foreground" aria-live="polite" data-testid="signature-status">
          {signed ? t('approvals.sign.signed') : t('approvals.sign.empty')}
        </p>
        <div className="flex flex-wrap gap-2">
          <Button type="button" variant="outline" size="sm" onClick={switchMode} aria-pressed={mode === 'type'}>
            {mode === 'draw' ? <Keyboard aria-hidden /> : <PenLine aria-hidden />}
            {mode === 'draw' ? t('approvals.sign.typeInstead') : t('approvals.sign.drawInstead')}
          </Button>
          <Button type="button" variant="outline" size="sm" onClick={clear} disabled={!signed && !typed}>
            <Eraser aria-hidden />
            {t('approvals.sign.clear')}
          </Button>
        </div>
      </div>
      {mode === 'type' && (
        <div className="grid gap-2">
          <Label htmlFor={typedId}>{t('approvals.sign.typed')}</Label>
          <Input
            ref={typedRef}
            id={typedId}
            value={typed}
            autoComplete="name"
            maxLength={200}
            aria-describedby={`${typedId}-hint`}
            onChange={(event) => {
              setTyped(event.target.value);
              drawTyped(event.target.value);
            }}
            data-testid="typed-signature"
          />
          <p id={`${typedId}-hint`} className="text-sm text-muted-foreground">
            {t('approvals.sign.typedHint')}
          </p>
        </div>
      )}
      {error && (
        <p id={errorId} className="text-sm font-medium text-danger-text">
          {error}
        </p>
      )}
    </fieldset>
  );
}

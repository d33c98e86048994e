import { useQuery, useQueryClient } from '@tanstack/react-query';
import { CameraOff, CheckCircle2, CircleAlert, ImagePlus, RotateCw, SwitchCamera, X } from 'lucide-react';
import { useEffect, useId, useReducer, useRef, useState } from 'react';
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router';
import { OPEN_JOB_STATUSES } from '../../../shared/jobs.ts';
import { PHOTO_DEFAULTS, type PhotoType } from '../../../shared/photos.ts';
import { currentLocation } from '../photos/geolocation.ts';
import { apiErrorText } from '../photos/messages.ts';
import { buttonVariants } from '../../components/ui/button-variants.ts';
import { LoadError } from '../../components/ui/LoadError.tsx';
import { Spinner } from '../../components/ui/Spinner.tsx';
import { Toaster } from '../../components/ui/Toaster.tsx';
import { cn } from '../../lib/cn.ts';
import { useI18n } from '../../lib/i18n.ts';
import { jobKeys, jobsApi, type Job } from '../jobs/api.ts';
import { photoKeys, uploadPhoto } from '../photos/api.ts';
import { timelineKeys } from '../timeline/api.ts';
import { toast } from '../../lib/toast.ts';
import {
  captureFileName,
  capturesReducer,
  initialJobId,
  JPEG_QUALITY,
  LAST_JOB_KEY,
  type Capture,
} from './camera-state.ts';
import { useCamera } from './use-camera.ts';
import { useDocumentTitle } from '../../lib/use-document-title.ts';
import { Main, SkipLink } from '../../components/layout/Main.tsx';

/** The photo types in the order of a job's life. */
const CAMERA_PHOTO_TYPES: readonly PhotoType[] = ['before', 'during', 'progress', 'after'];
const OPEN_JOBS = { status: [...OPEN_JOB_STATUSES], sort: 'newest' as const, limit: 100 };

const readLastJob = () => {
  try {
    return localStorage.getItem(LAST_JOB_KEY);
  } catch {
    return null;
  }
};

/**
 * /dashboard/camera (spec section 2, full screen): the live back camera, a shutter, and each capture
 * uploaded straight into the chosen open job with the browser's location (spec section 9). Without a
 * camera (refused, none, unsupported) a file picker does the same; without an open job, a link to the jobs.
 */
export default function CameraPage() {
  useDocumentTitle('titles.camera');
  const { t } = useI18n();
  const jobs = useQuery({ queryKey: jobKeys.list(OPEN_JOBS), queryFn: () => jobsApi.list(OPEN_JOBS) });

  // Full screen (no shell): the page is its own main landmark.
  return (
    <>
      <SkipLink />
      <Main className="fixed inset-0 flex flex-col overflow-hidden bg-black text-white" data-testid="camera-page">
        <h1 className="sr-only">{t('camera.title')}</h1>
        <Toaster />
        {jobs.isPending ? (
          <Centered>
            <TopBarClose />
            <Spinner className="size-8" label={t('camera.loadingJobs')} />
          </Centered>
        ) : jobs.isError ? (
          <Centered>
            <TopBarClose />
            <div className="w-full max-w-sm text-foreground">
              <LoadError message={t('camera.jobsFailed')} onRetry={() => jobs.refetch()} retrying={jobs.isRefetching} />
            </div>
          </Centered>
        ) : jobs.data.items.length === 0 ? (
          <Centered>
            <TopBarClose />
            <div className="max-w-sm space-y-4 text-center" role="status">
              <ImagePlus aria-hidden className="mx-auto size-10 text-white/70" />
              <p className="text-lg font-medium">{t('camera.noJobs.title')}</p>
              <p className="text-sm text-white/70">{t('camera.noJobs.body')}</p>
              <Link to="/dashboard/jobs" className={buttonVariants()}>
                {t('camera.noJobs.link')}
              </Link>
            </div>
          </Centered>
        ) : (
          <CameraView jobs={jobs.data.items} />
        )}
      </Main>
    </>
  );
}

function Centered({ children }: { children: React.ReactNode }) {
  return <div className="flex flex-1 flex-col items-center justify-center gap-4 p-6">{children}</div>;
}

/** Back where the user came from; straight in (no history here): the jobs. */
function useClose() {
  const navigate = useNavigate();
  const location = useLocation();
  return () => (location.key !== 'default' ? navigate(-1) : navigate('/dashboard/jobs'));
}

function CloseButton() {
  const { t } = useI18n();
  const close = useClose();
  return (
    <button
      type="button"
      onClick={close}
      aria-label={t('camera.close')}
      className="grid size-11 shrink-0 cursor-pointer place-items-center rounded-full bg-black/50 text-white hover:bg-black/70 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white"
    >
      <X aria-hidden className="size-6" />
    </button>
  );
}

function TopBarClose() {
  return (
    <div className="absolute top-0 left-0 p-3 pt-[max(0.75rem,env(safe-area-inset-top))]">
      <CloseButton />
    </div>
  );
}

const selectClass =
  'h-11 min-w-0 cursor-pointer rounded-full border border-white/20 bg-black/60 px-3 text-base text-white backdrop-blur focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white md:text-sm [&>option]:bg-neutral-900';

function CameraView({ jobs }: { jobs: Job[] }) {
  const { t } = useI18n();
  const ids = useId();
  const queryClient = useQueryClient();
  const [searchParams] = useSearchParams();
  const [jobId, setJobId] = useState(() =>
    initialJobId(
      jobs.map((j) => j.id),
      searchParams.get('job'),
      readLastJob(),
    )!,
  );
  // The list may change (refetch): a job no longer open gives way to the first one.
  const job = jobs.find((j) => j.id === jobId) ?? jobs[0]!;
  const [photoType, setPhotoType] = useState<PhotoType>(PHOTO_DEFAULTS.photoType);
  const [captures, dispatch] = useReducer(capturesReducer, []);
  const [flash, setFlash] = useState(false);
  const videoRef = useRef<HTMLVideoElement | null>(null);
  const { state, canSwitch, switchCamera } = useCamera(videoRef);

  // The previews are object URLs: freed when the page goes away.
  const previews = useRef<string[]>([]);
  useEffect(() => {
    const urls = previews.current;
    return () => urls.forEach((url) => URL.revokeObjectURL(url));
  }, []);

  // The job in use (chosen, or from the link) is the one preselected next time.
  useEffect(() => {
    try {
      localStorage.setItem(LAST_JOB_KEY, job.id);
    } catch {
      // Storage refused (private mode): the choice lasts the visit.
    }
  }, [job.id]);

  async function upload(capture: Capture, target: Job, type: PhotoType) {
    const location = await currentLocation();
    try {
      await uploadPhoto(
        target.id,
        capture.file,
        {
          photoType: type,
          stage: target.projectStage,
          description: '',
          isClientVisible: PHOTO_DEFAULTS.isClientVisible,
          isPortfolioWorthy: PHOTO_DEFAULTS.isPortfolioWorthy,
          location,
        },
        (fraction) => dispatch({ type: 'progress', key: capture.key, progress: Math.round(fraction * 100) }),
      );
      dispatch({ type: 'done', key: capture.key });
      toast.success(t('photos.messages.uploaded'));
      void queryClient.invalidateQueries({ queryKey: photoKeys.job(target.id) });
      void queryClient.invalidateQueries({ queryKey: timelineKeys.job(target.id) });
    } catch (error) {
      const detail = apiErrorText(error);
      dispatch({ type: 'failed', key: capture.key, error: detail });
      toast.error(t('photos.messages.uploadFailed'), detail ? { description: detail } : {});
    }
  }

  /** Every capture keeps the job and type chosen when it was taken (a retry too). */
  const sent = useRef(new Map<string, { job: Job; type: PhotoType }>());
  function send(file: File) {
    const previewUrl = URL.createObjectURL(file);
    previews.current.push(previewUrl);
    const capture: Capture = { key: crypto.randomUUID(), file, previewUrl, progress: 0, status: 'uploading' };
    sent.current.set(capture.key, { job, type: photoType });
    dispatch({ type: 'add', capture });
    void upload(capture, job, photoType);
  }

  function retry(capture: Capture) {
    const target = sent.current.get(capture.key);
    if (!target) return;
    dispatch({ type: 'retry', key: capture.key });
    void upload(capture, target.job, target.type);
  }

  async function takePhoto() {
    const video = videoRef.current;
    if (!video || !video.videoWidth) return;
    const canvas = document.createElement('canvas');
    canvas.width = video.videoWidth;
    canvas.height = video.videoHeight;
    canvas.getContext('2d')?.drawImage(video, 0, 0, canvas.width, canvas.height);
    setFlash(true);
    setTimeout(() => setFlash(false), 150);
    const blob = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, 'image/jpeg', JPEG_QUALITY));
    if (!blob) {
      toast.error(t('photos.messages.uploadFailed'), { description: t('camera.captureFailed') });
      return;
    }
    send(new File([blob], captureFileName(new Date()), { type: 'image/jpeg' }));
  }

  const live = state.status === 'live';
  const problem = state.status === 'problem' ? state.problem : undefined;

  return (
    <>
      <video
        ref={videoRef}
        autoPlay
        playsInline
        muted
        aria-label={t('camera.preview')}
        className={cn('absolute inset-0 size-full object-cover', !live && 'invisible')}
      />
      {flash && <div aria-hidden className="pointer-events-none absolute inset-0 bg-white/70" />}

      <div className="relative z-10 flex items-center gap-2 bg-linear-to-b from-black/70 to-transparent p-3 pt-[max(0.75rem,env(safe-area-inset-top))]">
        <CloseButton />
        <label htmlFor={`${ids}-job`} className="sr-only">
          {t('camera.job')}
        </label>
        <select
          id={`${ids}-job`}
          value={job.id}
          onChange={(e) => setJobId(e.target.value)}
          className={cn(selectClass, 'flex-1 truncate')}
        >
          {jobs.map((j) => (
            <option key={j.id} value={j.id}>
              {j.title}
            </option>
          ))}
        </select>
        <label htmlFor={`${ids}-type`} className="sr-only">
          {t('camera.photoType')}
        </label>
        <select
          id={`${ids}-type`}
          value={photoType}
          onChange={(e) => setPhotoType(e.target.value as PhotoType)}
          className={cn(selectClass, 'w-32 shrink-0')}
        >
          {CAMERA_PHOTO_TYPES.map((type) => (
            <option key={type} value={type}>
              {t(`photos.type.${type}`)}
            </option>
          ))}
        </select>
      </div>

      <div className="relative z-10 flex flex-1 flex-col items-center justify-center p-6">
        {state.status === 'starting' && <Spinner className="size-8" label={t('camera.starting')} />}
        {problem && (
          <div role="alert" className="max-w-sm space-y-4 rounded-xl bg-white/10 p-6 text-center">
            <CameraOff aria-hidden className="mx-auto size-10 text-white/70" />
            <p className="font-medium">{t(`camera.problem.${problem}`)}</p>
            <p className="text-sm text-white/70">{t('camera.fallbackHint')}</p>
            <label
              className={cn(
                buttonVariants({ size: 'lg' }),
                'w-full cursor-pointer has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-white',
              )}
            >
              <input
                type="file"
                accept="image/*"
                capture="environment"
                className="sr-only"
                onChange={(e) => {
                  const file = e.target.files?.[0];
                  e.target.value = '';
                  if (file) send(file);
                }}
              />
              <ImagePlus aria-hidden />
              {t('camera.choosePhoto')}
            </label>
          </div>
        )}
      </div>

      <div className="relative z-10 space-y-3 bg-linear-to-t from-black/80 to-transparent px-3 pt-6 pb-[max(1rem,env(safe-area-inset-bottom))]">
        {captures.length > 0 && (
          <ul
            className="flex gap-2 overflow-x-auto pb-1"
            aria-label={t('camera.captures')}
            data-testid="camera-captures"
          >
            {captures.map((capture) => (
              <CaptureThumb key={capture.key} capture={capture} onRetry={() => retry(capture)} />
            ))}
          </ul>
        )}
        <div className="grid grid-cols-3 items-center">
          <span />
          <button
            type="button"
            onClick={() => void takePhoto()}
            disabled={!live}
            aria-label={t('camera.takePhoto')}
            className="mx-auto grid size-20 cursor-pointer place-items-center rounded-full border-4 border-white bg-white/20 transition-transform focus-visible:outline-2 focus-visible:outline-offset-4 focus-visible:outline-white active:scale-95 disabled:cursor-not-allowed disabled:opacity-40"
          >
            <span aria-hidden className="size-15 rounded-full bg-white" />
          </button>
          {canSwitch && live ? (
            <button
              type="button"
              onClick={switchCamera}
              aria-label={t('camera.switchCamera')}
              className="grid size-12 cursor-pointer place-items-center justify-self-center rounded-full bg-black/50 hover:bg-black/70 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white"
            >
              <SwitchCamera aria-hidden className="size-6" />
            </button>
          ) : (
            <span />
          )}
        </div>
      </div>
    </>
  );
}

function CaptureThumb({ capture, onRetry }: { capture: Capture; onRetry: () => void }) {
  const { t } = useI18n();
  const name = capture.file.name;
  const label =
    capture.status === 'done'
      ? t('camera.thumb.done', { name })
      : capture.status === 'failed'
        ? t('camera.thumb.failed', { name })
        : t('camera.thumb.uploading', { name, progress: capture.progress });
  return (
    <li
      className="relative size-16 shrink-0 overflow-hidden rounded-lg border border-white/30"
      data-status={capture.status}
      title={capture.error ? `${label}: ${capture.error}` : label}
    >
      <img src={capture.previewUrl} alt={label} className="size-full object-cover" />
      {capture.status === 'uploading' && (
        <div
          role="progressbar"
          aria-label={t('camera.thumb.progress', { name })}
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={capture.progress}
          className="absolute inset-x-1 bottom-1 h-1.5 overflow-hidden rounded-full bg-black/60"
        >
          <div className="h-full rounded-full bg-white transition-[width]" style={{ width: `${capture.progress}%` }} />
        </div>
      )}
      {capture.status === 'done' && (
        <CheckCircle2
          aria-hidden
          className="absolute top-1 right-1 size-5 rounded-full bg-black/60 text-success-text"
        />
      )}
      {capture.status === 'failed' && (
        <button
          type="button"
          onClick={onRetry}
          aria-label={t('camera.thumb.retry', { name })}
          className="absolute inset-0 grid cursor-pointer place-items-center bg-black/60 text-danger-text focus-visible:outline-2 focus-visible:outline-white"
        >
          <CircleAlert aria-hidden className="size-5" />
          <RotateCw aria-hidden className="absolute right-1 bottom-1 size-3.5 text-white" />
        </button>
      )}
    </li>
  );
}

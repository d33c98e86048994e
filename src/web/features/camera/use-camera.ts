import { useCallback, useEffect, useState, type RefObject } from 'react';
import { cameraProblem, nextDeviceId, type CameraProblem } from './camera-state.ts';

const mediaDevices = (): MediaDevices | undefined =>
  typeof navigator === 'undefined' ? undefined : navigator.mediaDevices;

export type CameraState = { status: 'starting' } | { status: 'live' } | { status: 'problem'; problem: CameraProblem };

/**
 * The live camera in a <video>: the back camera first (facingMode environment), then any chosen
 * device. Lists the cameras once access is given (labels and ids need it), so the page can offer a
 * switch. Every track is stopped when the camera changes and when the page goes away.
 */
export function useCamera(videoRef: RefObject<HTMLVideoElement | null>) {
  const [state, setState] = useState<CameraState>(() =>
    mediaDevices()?.getUserMedia ? { status: 'starting' } : { status: 'problem', problem: 'unsupported' },
  );
  const [deviceIds, setDeviceIds] = useState<string[]>([]);
  /** The camera asked for (none: the back camera); the one actually live. */
  const [requested, setRequested] = useState<string | undefined>(undefined);
  const [activeId, setActiveId] = useState<string | undefined>(undefined);

  useEffect(() => {
    const media = mediaDevices();
    if (!media?.getUserMedia) return;
    let cancelled = false;
    let stream: MediaStream | null = null;
    const element = videoRef.current;
    const video: MediaTrackConstraints = requested ? { deviceId: { exact: requested } } : { facingMode: 'environment' };
    media
      .getUserMedia({ video, audio: false })
      .then(async (granted) => {
        if (cancelled) {
          granted.getTracks().forEach((track) => track.stop());
          return;
        }
        stream = granted;
        if (element) {
          element.srcObject = granted;
          await element.play().catch(() => undefined);
        }
        if (cancelled) return;
        setState({ status: 'live' });
        const devices = await media.enumerateDevices().catch(() => [] as MediaDeviceInfo[]);
        if (cancelled) return;
        const cameras = devices.filter((d) => d.kind === 'videoinput' && d.deviceId).map((d) => d.deviceId);
        setDeviceIds(cameras);
        setActiveId(granted.getVideoTracks()[0]?.getSettings().deviceId ?? requested);
      })
      .catch((error: unknown) => {
        if (!cancelled) setState({ status: 'problem', problem: cameraProblem(error) });
      });
    return () => {
      cancelled = true;
      stream?.getTracks().forEach((track) => track.stop());
      if (element && element.srcObject === stream) element.srcObject = null;
    };
  }, [requested, videoRef]);

  const next = nextDeviceId(deviceIds, activeId);
  const switchCamera = useCallback(() => {
    if (!next) return;
    setState({ status: 'starting' });
    setRequested(next);
  }, [next]);

  return { state, canSwitch: next !== undefined, switchCamera };
}

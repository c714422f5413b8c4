import { useCallback, useEffect, useRef, useState } from 'react';
import { currentAuthToken, useApolloClient } from '@shop/shared/apollo';
import { PHOTO_EMPTY, PHOTO_LIMITS, PHOTO_TOO_LARGE, PHOTOS_PATH } from '@shop/shared/catalog-url';
import { GetPhotosDocument, type GetPhotosQuery } from '../../../lib/graphql/operations.generated';
import { sendFile } from '../../../lib/send-file';

type UploadedPhoto = GetPhotosQuery['photos'][number];

/** Where one file the clerk chose stands: waiting its turn, being sent, its renditions being made, or refused. */
type PhotoUploadStage = 'waiting' | 'sending' | 'processing' | 'failed';

export interface PhotoUpload {
  id: number;
  name: string;
  stage: PhotoUploadStage;
  /** The share of the file sent, 0 to 1. */
  sent: number;
  /** Why it failed, in Russian. */
  error: string | null;
  /** Whether sending it again may help (the connection, a busy server), rather than a refusal of the file. */
  retryable: boolean;
}

/** Files sent at once: the API reads a few uploads at a time per instance, and one clerk needs no more. */
const SENT_AT_ONCE = 2;
/** How often the photos whose renditions are being made are asked after. */
const POLL_MS = 1_000;

const NO_CONNECTION = 'Нет связи с сервером: фото не загружено. Проверьте интернет и повторите';

interface Job extends PhotoUpload {
  file: File;
  key: string | null;
  request: XMLHttpRequest | null;
}

/**
 * The photos a clerk drops or picks for a product (api/README.md, «Photos»): each file is checked for its size
 * here, sent to POST /media/photos with the clerk's token (its progress shown), then asked after until its
 * renditions are made. A READY photo goes to `onReady` with its address, in the order the files were chosen
 * among those ready at once; a refused one stays in the list with the reason until the clerk removes it.
 */
export function usePhotoUploads(onReady: (photo: { address: string; name: string }) => void) {
  const client = useApolloClient();
  const [uploads, setUploads] = useState<PhotoUpload[]>([]);
  const jobs = useRef(new Map<number, Job>());
  const nextId = useRef(1);
  const ready = useRef(onReady);
  useEffect(() => {
    ready.current = onReady;
  });

  const publish = useCallback(() => {
    setUploads(
      [...jobs.current.values()].map(({ id, name, stage, sent, error, retryable }) => ({
        id,
        name,
        stage,
        sent,
        error,
        retryable,
      })),
    );
  }, []);

  const update = useCallback(
    (id: number, change: Partial<Job>) => {
      const job = jobs.current.get(id);
      if (!job) return;
      Object.assign(job, change);
      publish();
    },
    [publish],
  );

  const settle = useCallback(
    (id: number, photo: UploadedPhoto) => {
      const job = jobs.current.get(id);
      if (!job) return;
      if (photo.status === 'READY' && photo.address) {
        jobs.current.delete(id);
        publish();
        ready.current({ address: photo.address, name: job.name });
      } else if (photo.status === 'REFUSED') {
        update(id, { stage: 'failed', error: photo.refusal ?? 'Фото не принято', retryable: false, key: null });
      } else update(id, { stage: 'processing', key: photo.key, sent: 1 });
    },
    [publish, update],
  );

  const send = useCallback(
    async (job: Job) => {
      update(job.id, { stage: 'sending', sent: 0, error: null });
      const token = await currentAuthToken();
      if (!jobs.current.has(job.id)) return;
      const sent = sendFile(PHOTOS_PATH, job.file, token, (share) => update(job.id, { sent: share }));
      job.request = sent.request;
      const answer = await sent.answer;
      job.request = null;
      if (!answer) return update(job.id, { stage: 'failed', error: NO_CONNECTION, retryable: true });
      const { photo, error } = answer.body as { photo?: UploadedPhoto; error?: string };
      if (answer.status < 300 && photo) return settle(job.id, photo);
      return update(job.id, {
        stage: 'failed',
        error: error ?? `Фото не загружено: сервер ответил кодом ${answer.status}. Повторите`,
        // A busy or failing server, or a session that expired, may take it again; a refusal of the file will not.
        retryable: answer.status >= 500 || answer.status === 401,
      });
    },
    [settle, update],
  );

  // Whenever a file finishes sending, the next waiting one starts.
  useEffect(() => {
    const all = [...jobs.current.values()];
    let free = SENT_AT_ONCE - all.filter((job) => job.stage === 'sending').length;
    for (const job of all) {
      if (free <= 0) break;
      if (job.stage !== 'waiting') continue;
      free -= 1;
      void send(job);
    }
  }, [uploads, send]);

  // While renditions are being made, the photos are asked after every second.
  const processing = uploads.some((upload) => upload.stage === 'processing');
  useEffect(() => {
    if (!processing) return undefined;
    const timer = setInterval(() => {
      const waited = [...jobs.current.values()].filter((job) => job.stage === 'processing' && job.key);
      if (waited.length === 0) return;
      client
        .query({
          query: GetPhotosDocument,
          variables: { keys: waited.map((job) => job.key as string) },
          fetchPolicy: 'network-only',
        })
        .then(({ data }) => {
          for (const photo of data?.photos ?? [])
            for (const job of waited) if (job.key === photo.key) settle(job.id, photo);
        })
        // A failed poll is tried again on the next tick.
        .catch(() => undefined);
    }, POLL_MS);
    return () => clearInterval(timer);
  }, [processing, client, settle]);

  // Leaving the card stops what is still being sent.
  useEffect(() => {
    const current = jobs.current;
    return () => {
      for (const job of current.values()) job.request?.abort();
      current.clear();
    };
  }, []);

  /** Files dropped or picked: each checked for its size, then queued to be sent. */
  const add = useCallback(
    (files: readonly File[]) => {
      for (const file of files) {
        const id = nextId.current++;
        const refusal = file.size === 0 ? PHOTO_EMPTY : file.size > PHOTO_LIMITS.bytes ? PHOTO_TOO_LARGE : null;
        jobs.current.set(id, {
          id,
          name: file.name,
          file,
          stage: refusal ? 'failed' : 'waiting',
          sent: 0,
          error: refusal,
          retryable: false,
          key: null,
          request: null,
        });
      }
      publish();
    },
    [publish],
  );

  /** Sends a failed file again. */
  const retry = useCallback((id: number) => update(id, { stage: 'waiting', error: null, sent: 0 }), [update]);

  /** Forgets a file (a failed one, or one the clerk no longer wants: its sending stops). */
  const remove = useCallback(
    (id: number) => {
      jobs.current.get(id)?.request?.abort();
      jobs.current.delete(id);
      publish();
    },
    [publish],
  );

  /** Whether files are still on their way to the product's pictures. */
  const busy = uploads.some((upload) => upload.stage !== 'failed');

  return { uploads, add, retry, remove, busy };
}

// Files the owner uploads for the pages besides pictures: Our Work's catalogue PDFs and the clips of
// the video carousel and the headline, served at /files/{name}.

/** An upload's largest size: a phone-sized clip of a minute, or a catalogue of a few dozen pages. */
export const SITE_FILE_MAX_BYTES = 10 * 1024 * 1024;
/** A clip's longest length: the carousel shows each clip for as long as it plays. */
export const CLIP_MAX_MS = 60_000;

/** A stored file's name as the pages name it. */
export const SITE_FILE_NAME = /^(?:d-[0-9a-f]{32}\.pdf|v-[0-9a-f]{32}\.(?:mp4|webm))$/;
/** An uploaded clip's address. */
export const UPLOADED_CLIP_PATH = /^\/files\/v-[0-9a-f]{32}\.(?:mp4|webm)$/;

export interface SiteFile {
  name: string;
  /** Where the pages link to it: /files/{name}. */
  url: string;
  contentType: string;
  size: number;
  /** A clip's length in milliseconds; null for a PDF. */
  durationMs: number | null;
}

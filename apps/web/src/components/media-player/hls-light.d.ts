// hls.js ships its light build (no subtitles, alternate audio or DRM: lessons and audiobooks need none) without
// a declaration of its own; its API is the full build's.
declare module 'hls.js/light' {
  export { default } from 'hls.js';
  export * from 'hls.js';
}

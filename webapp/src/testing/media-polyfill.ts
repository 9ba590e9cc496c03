/**
 * jsdom loads no media: an image's decode() and a video's play() are missing or unimplemented.
 * These stand in for a browser's that finds every file fine; a test of a broken file overrides
 * them (vi.spyOn) or fires the element's error event.
 */
export function polyfillMedia() {
  HTMLImageElement.prototype.decode = function decode() {
    return Promise.resolve();
  };
  HTMLMediaElement.prototype.play = function play() {
    return Promise.resolve();
  };
  HTMLMediaElement.prototype.pause = function pause() {};
}

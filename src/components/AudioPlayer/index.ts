export { AudioPlayer } from './AudioPlayer';
export type { AudioPlayerProps, AudioPlayerSize } from './AudioPlayer';
export { TrackList, TrackName } from './Tracks';

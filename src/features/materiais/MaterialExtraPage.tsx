/** 'Material Extra' (`/material-extra`): the materials screen for extra material. */
import { MateriaisScreen } from './MateriaisScreen';

export default function MaterialExtraPage() {
  return <MateriaisScreen kind="extra" />;
}

/** 'Material Extra' (`/material-extra`): the materials screen for extra material. */
import { MateriaisPage } from './MateriaisPage';

export default function MaterialExtraPage() {
  return <MateriaisPage kind="extra" />;
}

/** 'Treinamento' (`/treinamento`): the materials screen for training material. */
import { MateriaisScreen } from './MateriaisScreen';

export default function TreinamentoPage() {
  return <MateriaisScreen kind="treinamento" />;
}

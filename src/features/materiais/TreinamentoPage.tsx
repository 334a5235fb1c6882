/** 'Treinamento' (`/treinamento`): the materials screen for training material. */
import { MateriaisPage } from './MateriaisPage';

export default function TreinamentoPage() {
  return <MateriaisPage kind="treinamento" />;
}

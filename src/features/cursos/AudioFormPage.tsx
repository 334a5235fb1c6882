/**
 * The audio form (`/cadastro-audio`, `/cadastro-audio/:id`; spec sections 2,
 * 4, 5 and 8; rules in docs/cursos.md, decisions 31 and 33).
 *
 * Create ('Cadastro de Áudio', direção): a catalogue course that has no
 * tracks yet, its YouTube link, its audio files (each uploaded as it is
 * picked, with its own progress) and up to 3 PDFs, confirmed, then one
 * `POST /cursos`; the form clears for the next course.
 *
 * Edit ('Editar Áudio', the Gestor): the course's link, its current PDFs
 * (kept or removed) and new ones up to 3 in all, its current tracks (marked
 * to be removed) and new audio files, confirmed, then one
 * `PUT /update-curso/:id`; the form shows the course as saved.
 */
import { useEffect, useState } from 'react';
import { Navigate } from 'react-router-dom';
import styled from 'styled-components';
import { MAX_PDFS } from '@contract/constants';
import type { AudioResposta, CursoResposta } from '@contract/cursos';
import { errorStatus, refusalReason, type ApiError } from '@/api/errors';
import {
  useCreateCursoMutation,
  useGetCursoQuery,
  useListAudiosCursoQuery,
  useListCursosQuery,
  useUpdateCursoMutation,
} from '@/api/cursos-api';
import { useAppSelector } from '@/api/hooks';
import { selectSession } from '@/api/session';
import { isFileRefusal } from '@/api/upload-messages';
import { Button, ButtonLink } from '@/components/Button';
import { Card } from '@/components/Card';
import { ConfirmDialog } from '@/components/ConfirmDialog';
import { FileInput, KeptFileItem, KeptFileName } from '@/components/FileInput';
import { Checkbox, FormGrid, FormStack, SelectField, TextField, type SelectOption } from '@/components/form';
import { ErrorText, HintText } from '@/components/form/Field';
import { FormActions } from '@/components/FormActions';
import { useConfirmedSubmit } from '@/components/hooks/useConfirmedSubmit';
import { useRouteId } from '@/components/hooks/useRouteId';
import { PageHeader } from '@/components/PageHeader';
import { RecordLoader } from '@/components/RecordLoader';
import { notify, ToastMessage } from '@/components/toast';
import { may } from '@contract/access';
import { SCREENS } from '@/domain/navigation';
import {
  AUDIO_CONFIRM_EDIT,
  AUDIO_CONFIRM_NEW,
  AUDIO_CONFIRM_TITLE,
  AUDIO_CREATED,
  AUDIO_FORM_TITLE_EDIT,
  AUDIO_FORM_TITLE_NEW,
  AUDIO_SAVE_FAILED,
  AUDIO_UPDATED,
  AUDIOS_HINT,
  AUDIOS_LOAD_FAILED,
  CURSO_HINT,
  createBody,
  CURSO_LOAD_FAILED,
  currentPdfs,
  editBody,
  HAS_AUDIOS_SUFFIX,
  LINK_HINT,
  MAX_PDFS_MESSAGE,
  PDFS_HINT,
  SENDING_FILES,
  shortPdfName,
  validateCreate,
  validateEdit,
  type AudioFormField,
} from './audio-form';
import { useUploadList, type UploadList } from './audio-form-uploads';

/** The guard's words for a page the user's type may not open (src/app/guards.tsx). */
const NOT_ALLOWED = 'Você não tem permissão para acessar esta página.';
const AUDIO_ACCEPT = 'audio/*';
const PDF_ACCEPT = 'application/pdf';
/** The edit page and its form share the state of the course's save. */
const updateKey = (id: number | null) => `audio-form-update-${id ?? 'none'}`;

export default function AudioFormPage() {
  const session = useAppSelector(selectSession);
  const { present, id } = useRouteId();
  if (!session) return null;
  if (!present) {
    if (!may('audios', 'create', session.userType)) return <NotAllowed />;
    return (
      <>
        <PageHeader title={AUDIO_FORM_TITLE_NEW} />
        <AudioForm curso={null} tracks={[]} />
      </>
    );
  }
  if (!may('cursos', 'write', session.userType)) return <NotAllowed />;
  return (
    <>
      <PageHeader title={AUDIO_FORM_TITLE_EDIT} />
      <EditAudio id={id} />
    </>
  );
}

/** As the route guard does: back home, saying why. */
function NotAllowed() {
  useEffect(() => {
    notify.warning(NOT_ALLOWED, { toastId: 'forbidden' });
  }, []);
  return <Navigate to={SCREENS.home} replace />;
}

function EditAudio({ id }: { id: number | null }) {
  const curso = useGetCursoQuery(id ?? 0, { skip: id === null, refetchOnMountOrArgChange: true });
  const tracks = useListAudiosCursoQuery({ cursoId: id ?? 0 }, { skip: id === null, refetchOnMountOrArgChange: true });
  // The form's saves (a shared cache key): once both answers after the last save have arrived, the form starts over on them.
  const [, saved] = useUpdateCursoMutation({ fixedCacheKey: updateKey(id) });
  const [shownSave, setShownSave] = useState<string | undefined>(undefined);
  const started = saved.isSuccess ? (saved.startedTimeStamp ?? 0) : null;
  const refreshed = started !== null && (curso.fulfilledTimeStamp ?? 0) > started && (tracks.fulfilledTimeStamp ?? 0) > started;
  if (refreshed && shownSave !== saved.requestId) setShownSave(saved.requestId);
  const missing = id === null || errorStatus(curso.error as ApiError) === 404;
  const failed = id === null || curso.isError || tracks.isError;
  const cursoFailed = id === null || curso.isError;
  const record = curso.data && tracks.data ? { curso: curso.data, tracks: tracks.data.items } : undefined;
  return (
    <RecordLoader
      record={record}
      failed={failed}
      failureMessage={cursoFailed ? CURSO_LOAD_FAILED : AUDIOS_LOAD_FAILED}
      failureDetail={refusalReason(cursoFailed ? curso.error : tracks.error)}
      toastId="audio-form-load-failed"
      onRetry={
        missing
          ? null
          : () => {
              if (curso.isError) void curso.refetch();
              if (tracks.isError) void tracks.refetch();
            }
      }
      backTo={SCREENS.audios}
      backLabel="Voltar para Áudios"
      loadingLabel="Carregando o curso"
      skeletons={['160px', '220px', '160px']}
    >
      {(r) => <AudioForm key={`${r.curso.cp_curso_id}-${shownSave ?? ''}`} curso={r.curso} tracks={r.tracks} />}
    </RecordLoader>
  );
}

/** The catalogue for the create select: a course that already has tracks is edited, not registered (409). */
function useCourseOptions(skip: boolean) {
  const all = useListCursosQuery(undefined, { skip });
  const withAudios = useListCursosQuery({ comAudios: 1 }, { skip });
  const taken = new Set((withAudios.data?.items ?? []).map((c) => c.cp_curso_id));
  const options: SelectOption[] = (all.data?.items ?? []).map((c) => ({
    value: c.cp_nome_curso,
    label: taken.has(c.cp_curso_id) ? `${c.cp_nome_curso}${HAS_AUDIOS_SUFFIX}` : c.cp_nome_curso,
    disabled: taken.has(c.cp_curso_id),
  }));
  const failed = all.isError || withAudios.isError;
  return {
    options,
    placeholder: all.isLoading || withAudios.isLoading ? 'Carregando cursos…' : 'Selecione o curso',
    error: failed ? CURSO_LOAD_FAILED : undefined,
    retry: failed
      ? () => {
          if (all.isError) void all.refetch();
          if (withAudios.isError) void withAudios.refetch();
        }
      : null,
  };
}

/** The PDF picker's hint: on edit, how many more fit beside the kept ones. */
function pdfHint(editing: boolean, room: number): string {
  if (!editing) return PDFS_HINT;
  if (room === 0) return `${MAX_PDFS_MESSAGE} Remova um PDF atual para enviar outro.`;
  return `Arquivos PDF: até ${MAX_PDFS} no total (${room === 1 ? 'mais 1' : `mais ${room}`}).`;
}

/** The server refused one of the uploaded files (and removed it): show why under that file. */
function markRefused(reason: string | null, audios: UploadList, pdfs: UploadList) {
  if (isFileRefusal('audio', reason)) audios.refuseNamed(reason);
  if (isFileRefusal('pdfCurso', reason)) pdfs.refuseNamed(reason);
}

interface AudioFormProps {
  /** The course being edited; null for a new registration. */
  readonly curso: CursoResposta | null;
  /** Its tracks, in order. */
  readonly tracks: readonly AudioResposta[];
}

function AudioForm({ curso, tracks }: AudioFormProps) {
  const editing = curso !== null;
  const [createCurso] = useCreateCursoMutation();
  const [updateCurso] = useUpdateCursoMutation({ fixedCacheKey: updateKey(curso?.cp_curso_id ?? null) });
  const [nome, setNome] = useState('');
  const [link, setLink] = useState(curso?.cp_youtube_link_curso ?? '');
  const pdfsNow = curso ? currentPdfs(curso) : [];
  /** Current PDFs (by slot) and tracks (by id) marked to be removed. */
  const [droppedPdfs, setDroppedPdfs] = useState<ReadonlySet<number>>(new Set());
  const [removed, setRemoved] = useState<ReadonlySet<number>>(new Set());
  const audios = useUploadList('audio');
  const pdfs = useUploadList('pdfCurso');
  /** A new key after each registration: the pickers start over, without their messages. */
  const [round, setRound] = useState(0);
  const courses = useCourseOptions(editing);
  const kept = pdfsNow.filter((p) => !droppedPdfs.has(p.slot)).map((p) => p.slot);
  const busy = audios.busy || pdfs.busy;

  const files = (list: UploadList) => ({ count: list.files.length, failed: list.failed });
  const { formRef, onSubmit, errors, clearError, saving, dialog, startOver } = useConfirmedSubmit({
    validate: () =>
      editing
        ? validateEdit({ link, audios: files(audios), pdfs: files(pdfs) }, kept.length)
        : validateCreate({ curso: nome, link, audios: files(audios), pdfs: files(pdfs) }),
    disabled: busy,
    save: async () => {
      try {
        if (curso) {
          const body = editBody(link, kept, pdfs.uploadIds(), audios.uploadIds(), [...removed]);
          await updateCurso({ id: curso.cp_curso_id, body }).unwrap();
        } else {
          await createCurso(createBody(nome, link, pdfs.uploadIds(), audios.uploadIds())).unwrap();
        }
      } catch (error) {
        markRefused(refusalReason(error), audios, pdfs);
        throw error;
      }
    },
    onSaved: () => {
      // The uploads belong to the course now: nothing to cancel.
      audios.reset();
      pdfs.reset();
      if (editing) {
        notify.success(AUDIO_UPDATED);
        return;
      }
      notify.success(AUDIO_CREATED);
      setNome('');
      setLink('');
      setRound((r) => r + 1);
      startOver();
    },
    onError: (error) =>
      notify.error(<ToastMessage title={AUDIO_SAVE_FAILED} detail={refusalReason(error)} />, { autoClose: 5000 }),
  });

  function pick(list: UploadList, field: AudioFormField) {
    return (next: File[]) => {
      list.setFiles(next);
      clearError(field);
    };
  }

  function toggle<T>(set: ReadonlySet<T>, value: T, on: boolean): ReadonlySet<T> {
    const next = new Set(set);
    if (on) next.add(value);
    else next.delete(value);
    return next;
  }

  const roomForPdfs = MAX_PDFS - kept.length;
  const title = editing ? AUDIO_FORM_TITLE_EDIT : AUDIO_FORM_TITLE_NEW;

  return (
    <>
      <FormStack ref={formRef} noValidate onSubmit={onSubmit} aria-label={title} key={round}>
        <Card title="Curso">
          <FormGrid>
            {curso ? (
              <TextField label="Curso" name="curso" value={curso.cp_nome_curso} readOnly />
            ) : (
              <div>
                <SelectField
                  label="Curso"
                  name="curso"
                  required
                  placeholder={courses.placeholder}
                  options={courses.options}
                  value={nome}
                  onChange={(e) => {
                    setNome(e.target.value);
                    clearError('curso');
                  }}
                  hint={CURSO_HINT}
                  error={errors.curso ?? courses.error}
                />
                {courses.retry ? (
                  <Button type="button" size="sm" variant="ghost" onClick={courses.retry}>
                    Carregar cursos novamente
                  </Button>
                ) : null}
              </div>
            )}
            <TextField
              label="Link do YouTube"
              name="link"
              type="url"
              inputMode="url"
              autoComplete="off"
              placeholder="https://"
              hint={LINK_HINT}
              value={link}
              onChange={(e) => {
                setLink(e.target.value);
                clearError('link');
              }}
              error={errors.link}
            />
          </FormGrid>
        </Card>

        <Card title="Áudios">
          <Stack>
            {curso ? (
              <section aria-labelledby="audio-form-tracks">
                <SubHeading id="audio-form-tracks">Faixas do curso ({tracks.length})</SubHeading>
                {tracks.length === 0 ? (
                  <HintText as="p">Este curso ainda não tem faixas.</HintText>
                ) : (
                  <ItemList aria-labelledby="audio-form-tracks">
                    {tracks.map((t, i) => {
                      const gone = removed.has(t.cp_audio_id);
                      return (
                        <Item key={t.cp_audio_id} $removed={gone}>
                          <ItemIndex aria-hidden="true">{i + 1}</ItemIndex>
                          <ItemName title={t.cp_nome_audio}>{t.cp_nome_audio}</ItemName>
                          <Checkbox
                            label="Remover"
                            aria-label={`Remover ${t.cp_nome_audio}`}
                            checked={gone}
                            onChange={(e) => setRemoved((s) => toggle(s, t.cp_audio_id, e.target.checked))}
                          />
                        </Item>
                      );
                    })}
                  </ItemList>
                )}
                {removed.size > 0 ? (
                  <HintText as="p" role="status">
                    {removed.size === 1
                      ? '1 faixa será removida ao salvar.'
                      : `${removed.size} faixas serão removidas ao salvar.`}
                  </HintText>
                ) : null}
              </section>
            ) : null}
            <FileInput
              label={editing ? 'Novos arquivos de áudio' : 'Arquivos de áudio'}
              name="audios"
              accept={AUDIO_ACCEPT}
              multiple
              required={!editing}
              files={audios.files}
              onChange={pick(audios, 'audios')}
              status={audios.status}
              onCancel={(_file, index) => pick(audios, 'audios')(audios.files.filter((_, i) => i !== index))}
              hint={AUDIOS_HINT}
              error={errors.audios}
            />
          </Stack>
        </Card>

        <Card title="PDFs">
          <Stack>
            {curso ? (
              <section aria-labelledby="audio-form-pdfs">
                <SubHeading id="audio-form-pdfs">PDFs atuais</SubHeading>
                {pdfsNow.length === 0 ? (
                  <HintText as="p">Este curso ainda não tem PDFs.</HintText>
                ) : (
                  <ItemList aria-labelledby="audio-form-pdfs">
                    {pdfsNow.map((p) => {
                      const gone = droppedPdfs.has(p.slot);
                      // Keeping one again must leave room for the new PDFs already chosen.
                      const full = gone && kept.length + pdfs.files.length >= MAX_PDFS;
                      return (
                        <Item key={p.slot} $removed={gone}>
                          <ItemIndex aria-hidden="true">{p.slot}</ItemIndex>
                          <ItemName title={p.name}>
                            {p.url ? (
                              <a href={p.url} target="_blank" rel="noreferrer">
                                {shortPdfName(p.name)}
                              </a>
                            ) : (
                              shortPdfName(p.name)
                            )}
                          </ItemName>
                          <Checkbox
                            label="Remover"
                            aria-label={`Remover ${p.name}`}
                            checked={gone}
                            disabled={full}
                            onChange={(e) => setDroppedPdfs((s) => toggle(s, p.slot, e.target.checked))}
                          />
                        </Item>
                      );
                    })}
                  </ItemList>
                )}
              </section>
            ) : null}
            <FileInput
              label={editing ? 'Novos PDFs' : 'PDFs'}
              name="pdfs"
              accept={PDF_ACCEPT}
              multiple
              maxFiles={roomForPdfs}
              tooManyMessage={MAX_PDFS_MESSAGE}
              files={pdfs.files}
              onChange={pick(pdfs, 'pdfs')}
              status={pdfs.status}
              onCancel={(_file, index) => pick(pdfs, 'pdfs')(pdfs.files.filter((_, i) => i !== index))}
              hint={pdfHint(editing, roomForPdfs)}
              error={errors.pdfs}
            />
          </Stack>
        </Card>

        {busy ? (
          <HintText as="p" role="status">
            Aguarde o envio dos arquivos para salvar.
          </HintText>
        ) : null}
        {Object.values(errors).some(Boolean) ? <ErrorText role="alert">Verifique os campos destacados.</ErrorText> : null}

        <FormActions>
          <ButtonLink to={SCREENS.audios} variant="secondary">
            Cancelar
          </ButtonLink>
          <Button type="submit" loading={saving} disabled={saving || busy}>
            {busy ? SENDING_FILES : editing ? 'Salvar Alterações' : 'Cadastrar'}
          </Button>
        </FormActions>
      </FormStack>
      <ConfirmDialog {...dialog} title={AUDIO_CONFIRM_TITLE} message={editing ? AUDIO_CONFIRM_EDIT : AUDIO_CONFIRM_NEW} />
    </>
  );
}

const Stack = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.lg};
  min-width: 0;
`;

const SubHeading = styled.h3`
  margin: 0 0 ${({ theme }) => theme.space.sm};
  font-size: ${({ theme }) => theme.font.size.sm};
  font-weight: ${({ theme }) => theme.font.weight.medium};
  color: ${({ theme }) => theme.colors.text};
`;

const ItemList = styled.ol`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xs};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Item = styled(KeptFileItem)`
  & > span:nth-child(2) {
    text-decoration: ${({ $removed }) => ($removed ? 'line-through' : 'none')};
  }
`;

const ItemIndex = styled.span`
  flex-shrink: 0;
  min-width: 1.5rem;
  color: ${({ theme }) => theme.colors.textMuted};
  font-variant-numeric: tabular-nums;
`;

const ItemName = styled(KeptFileName)`
  color: ${({ theme }) => theme.colors.text};
`;

/** Training and extra material endpoints (spec section 7, "Materials"). */
import { z } from 'zod';
import { BinaryBody, FlagInput, IMAGE_TYPES, IsoDate, ListQuery, MessageBody, MiB, OptionalText, RequiredText } from './common.ts';
import { endpoint } from './http.ts';
import { ExtraMaterial, TrainingMaterial } from './entities.ts';

const pdf = { accept: ['application/pdf'], maxBytes: 20 * MiB, maxFiles: 1 } as const;
const image = { accept: IMAGE_TYPES, maxBytes: 5 * MiB, maxFiles: 1 } as const;
const url = OptionalText(500).refine((s) => s == null || /^https?:\/\//i.test(s), 'Informe um link válido.');

export const TrainingMaterialFields = z.object({
  titulo: RequiredText('Título'),
  descricao: OptionalText(4000),
  linkYoutube: url,
  data: IsoDate,
  categorias: z.string().trim().max(500).default(''),
  codigos: z.string().trim().max(200).default(''),
  permitirDownload: FlagInput.default(0),
});

export const ExtraMaterialFields = z.object({
  title: RequiredText('Título'),
  description: OptionalText(4000),
  youtube_url: url,
  date: IsoDate,
  categories: z.string().trim().max(500).default(''),
  codigos: z.string().trim().max(200).default(''),
  permitirDownload: FlagInput.default(0),
});

const materialsQuery = ListQuery.extend({ codigo: z.string().trim().max(40).optional() });

export const listMateriais = endpoint({
  name: 'listMateriais',
  method: 'GET',
  path: '/materiais',
  auth: 'user',
  query: materialsQuery,
  response: z.array(TrainingMaterial),
  list: true,
  summary: 'Materiais de treinamento (professor: pelas categorias dos seus cursos).',
});

export const createMaterial = endpoint({
  name: 'createMaterial',
  method: 'POST',
  path: '/materiais',
  auth: 'user',
  bodyKind: 'multipart',
  body: TrainingMaterialFields,
  uploads: { arquivoPdf1: pdf, arquivoPdf2: pdf, arquivoPdf3: pdf, miniatura: image },
  response: MessageBody,
  summary: 'Cadastra material de treinamento.',
});

export const updateMaterial = endpoint({
  name: 'updateMaterial',
  method: 'PUT',
  path: '/materiais/:id',
  auth: 'user',
  bodyKind: 'multipart',
  body: TrainingMaterialFields,
  uploads: { arquivoPdf1: pdf, arquivoPdf2: pdf, arquivoPdf3: pdf, miniatura: image },
  response: MessageBody,
  summary: 'Edita material de treinamento.',
});

export const deleteMaterial = endpoint({
  name: 'deleteMaterial',
  method: 'DELETE',
  path: '/materiais/:id',
  auth: 'user',
  response: MessageBody,
  summary: 'Exclui material de treinamento.',
});

export const listMaterialExtra = endpoint({
  name: 'listMaterialExtra',
  method: 'GET',
  path: '/material-extra',
  auth: 'user',
  query: materialsQuery,
  response: z.array(ExtraMaterial),
  list: true,
  summary: 'Material extra.',
});

export const createMaterialExtra = endpoint({
  name: 'createMaterialExtra',
  method: 'POST',
  path: '/material-extra',
  auth: 'user',
  bodyKind: 'multipart',
  body: ExtraMaterialFields,
  uploads: { thumbnail: image, pdf1: pdf, pdf2: pdf, pdf3: pdf },
  response: MessageBody,
  summary: 'Cadastra material extra.',
});

export const updateMaterialExtra = endpoint({
  name: 'updateMaterialExtra',
  method: 'PUT',
  path: '/material-extra/:id',
  auth: 'user',
  bodyKind: 'multipart',
  body: ExtraMaterialFields,
  uploads: { thumbnail: image, pdf1: pdf, pdf2: pdf, pdf3: pdf },
  response: MessageBody,
  summary: 'Edita material extra.',
});

export const deleteMaterialExtra = endpoint({
  name: 'deleteMaterialExtra',
  method: 'DELETE',
  path: '/material-extra/:id',
  auth: 'user',
  response: MessageBody,
  summary: 'Exclui material extra.',
});

export const proxyDownload = endpoint({
  name: 'proxyDownload',
  method: 'GET',
  path: '/proxy-download',
  auth: 'user',
  query: z.object({ url: z.string().min(1).max(2000) }),
  response: BinaryBody,
  summary: 'Baixa um arquivo do nosso próprio armazenamento (nenhum outro endereço é aceito).',
});

/** Training and extra material endpoints (spec section 7, "Materials"). */
import { z } from 'zod';
import { FlagInput, IMAGE_TYPES, IsoDate, ListQuery, MessageBody, MiB, OptionalText, RequiredText } from './common.ts';
import { endpoint } from './http.ts';
import { ROUTES } from './routes.ts';
import { MaterialExtra, Material } from './entities.ts';

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
  ...ROUTES.listMateriais,
  name: 'listMateriais',
  query: materialsQuery,
  response: z.array(Material),
  summary: 'Materiais de treinamento (professor: pelas categorias dos seus cursos).',
});

export const createMaterial = endpoint({
  ...ROUTES.createMaterial,
  name: 'createMaterial',
  body: TrainingMaterialFields,
  uploads: { arquivoPdf1: pdf, arquivoPdf2: pdf, arquivoPdf3: pdf, miniatura: image },
  response: MessageBody,
  summary: 'Cadastra material de treinamento.',
});

export const updateMaterial = endpoint({
  ...ROUTES.updateMaterial,
  name: 'updateMaterial',
  body: TrainingMaterialFields,
  uploads: { arquivoPdf1: pdf, arquivoPdf2: pdf, arquivoPdf3: pdf, miniatura: image },
  response: MessageBody,
  summary: 'Edita material de treinamento.',
});

export const deleteMaterial = endpoint({
  ...ROUTES.deleteMaterial,
  name: 'deleteMaterial',
  response: MessageBody,
  summary: 'Exclui material de treinamento.',
});

export const listMaterialExtra = endpoint({
  ...ROUTES.listMaterialExtra,
  name: 'listMaterialExtra',
  query: materialsQuery,
  response: z.array(MaterialExtra),
  summary: 'Material extra.',
});

export const createMaterialExtra = endpoint({
  ...ROUTES.createMaterialExtra,
  name: 'createMaterialExtra',
  body: ExtraMaterialFields,
  uploads: { thumbnail: image, pdf1: pdf, pdf2: pdf, pdf3: pdf },
  response: MessageBody,
  summary: 'Cadastra material extra.',
});

export const updateMaterialExtra = endpoint({
  ...ROUTES.updateMaterialExtra,
  name: 'updateMaterialExtra',
  body: ExtraMaterialFields,
  uploads: { thumbnail: image, pdf1: pdf, pdf2: pdf, pdf3: pdf },
  response: MessageBody,
  summary: 'Edita material extra.',
});

export const deleteMaterialExtra = endpoint({
  ...ROUTES.deleteMaterialExtra,
  name: 'deleteMaterialExtra',
  response: MessageBody,
  summary: 'Exclui material extra.',
});

// The two signals the lifecycle pass adds (../../lifecycle/detect.ts finds them, ./collect.ts
// completes them): what each says about itself, as a document signal module does — help, CI
// severity, evidence type and schema. They have no `detect`: the pass runs over files and folders
// of any type, not doc by doc. Registered in ../signals/index.ts (PASS_SIGNALS).
import { LIFECYCLE_SIGNAL, OPENSPEC_COMPLETED_SIGNAL, type LifecycleSignalFields } from '../../lifecycle/detect.ts';
import type { SignalInfo } from '../../contract/signal-info.ts';
import { EDIT_KINDS, KIND_TABLE } from '../../contract/kind-table.ts';

/** What a lifecycle hit carries. */
export type LifecycleHit = Pick<LifecycleSignalFields, keyof LifecycleSignalFields> & {
  name: typeof LIFECYCLE_SIGNAL;
  detail: string;
  untouched_days?: number;
  proposal_if_served?: Record<string, unknown>;
};

/** What an openspec_completed hit carries. */
export type OpenspecCompletedHit = {
  name: typeof OPENSPEC_COMPLETED_SIGNAL;
  detail: string;
  change: string;
  tasks_total: number;
  remedy: string;
};

export const lifecycle: SignalInfo<LifecycleHit> = {
  name: LIFECYCLE_SIGNAL,
  description: 'A temporary doc (plan, scratch note, handoff) that a lifecycle rule says is served or past its retention.',
  help: 'Delete the doc, or extract what lasts into a durable doc first; `/hygiene clean` proposes the edit.',
  severity: { agent_memory: 'warning', elsewhere: 'warning' },
  history_fields: [],
  schema: {
    description:
      'Added by the lifecycle pass (scripts/lifecycle/): a file or folder a lifecycle rule, or the built-in OpenSpec check, makes a deletion candidate. Exactly one served field; none for temporary.',
    required: ['rule_ref', 'lifetime', 'path_kind'],
    properties: {
      rule_ref: { type: 'string', minLength: 1 },
      lifetime: { enum: ['temporary', 'delete-once-served'] },
      path_kind: { enum: ['file', 'directory'] },
      served_when_path: { type: 'string', minLength: 1 },
      served_by: { $ref: '#/$defs/relpath', description: 'The tracked path that satisfied served_when_path.' },
      served_when: { type: 'string', minLength: 1, description: 'The condition a classifier judges.' },
      age_days: { type: 'integer', minimum: 0 },
      // What the rule does once served: one of the lifecycle edit kinds.
      on_served: { enum: EDIT_KINDS.filter((k) => KIND_TABLE[k].lifecycle) },
      extract_to: { type: 'string', minLength: 1 },
      untouched_days: { type: 'integer', minimum: 0 },
      contents: { type: 'array', items: { type: 'string', minLength: 1 }, maxItems: 50, description: 'Folders: the files (relative to the folder) a deletion takes, at most 50.' },
      contents_total: { type: 'integer', minimum: 51, description: 'Folders with more than 50 files: how many.' },
      proposal_if_served: { type: 'object', description: 'served_when only: the proposal a classifier returns when it judges the condition met.' },
    },
    oneOf: [
      { properties: { lifetime: { const: 'temporary' } }, required: ['age_days'], not: { anyOf: [{ required: ['served_when_path'] }, { required: ['served_when'] }] } },
      { properties: { lifetime: { const: 'delete-once-served' } }, required: ['served_when_path', 'served_by'], not: { required: ['served_when'] } },
      { properties: { lifetime: { const: 'delete-once-served' } }, required: ['served_when', 'proposal_if_served'], not: { required: ['served_when_path'] } },
    ],
  },
};

export const openspecCompleted: SignalInfo<OpenspecCompletedHit> = {
  name: OPENSPEC_COMPLETED_SIGNAL,
  description: 'An OpenSpec change whose tasks are all ticked but which is not archived.',
  help: 'Archive it the OpenSpec way: `openspec archive <change>`.',
  severity: { agent_memory: 'warning', elsewhere: 'warning' },
  history_fields: [],
  schema: {
    description: 'Added by the lifecycle pass: a live OpenSpec change whose tasks are all ticked but which is not archived.',
    required: ['change', 'tasks_total', 'remedy'],
    properties: {
      change: { type: 'string', minLength: 1 },
      tasks_total: { type: 'integer', minimum: 1 },
      remedy: { type: 'string', pattern: '^openspec archive ' },
    },
  },
};

import { sql, type Kysely } from 'kysely';

/**
 * Speech (docs/speech.md): the analysis's speech settings and the transcriptions of uploaded calls.
 *
 * `setting_key` is the duplicate key of a setting (api type upper-cased | language lower-cased, as the domain's
 * duplicate rule compares them); the unique index settles a race the service's check cannot. `api_key` is an
 * AES-256-GCM box (platform/crypto), never returned. A transcription keeps its state (QUEUED → RUNNING → DONE | FAILED
 * with a message code), its stored audio keys and the call fields given with the upload.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table speech_setting (
      id uuid primary key default gen_random_uuid(),
      workspace_id uuid not null references workspace(id) on delete cascade,
      project_id uuid not null references project(id) on delete cascade,
      setting_key text not null,
      api_type text not null,
      language text not null,
      audio_type text,
      implementation_type text,
      model_type text,
      initial_prompt text,
      model_name text,
      customer_channel text not null,
      agent_channel text not null,
      normalisations jsonb not null default '[]',
      endpoint_url text not null default '',
      api_key text,
      timeout_seconds integer not null default 120,
      created_by uuid references app_user(id) on delete set null,
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now()
    );
    create unique index speech_setting_key on speech_setting (project_id, setting_key);

    create table speech_transcription (
      id uuid primary key default gen_random_uuid(),
      workspace_id uuid not null references workspace(id) on delete cascade,
      project_id uuid not null references project(id) on delete cascade,
      setting_id uuid references speech_setting(id) on delete set null,
      -- QUEUED, RUNNING, DONE, FAILED
      state text not null default 'QUEUED',
      message_code text,
      -- STEREO (one WAV, split by channel) or SEPARATE_FILES (customer and agent)
      mode text not null,
      files jsonb not null default '[]',
      call jsonb not null default '{}',
      channel_code text not null,
      document_id uuid references project_document(id) on delete set null,
      turn_count integer,
      duration double precision,
      created_by uuid references app_user(id) on delete set null,
      created_at timestamptz not null default now(),
      started_at timestamptz,
      finished_at timestamptz
    );
    create index speech_transcription_recent on speech_transcription (project_id, created_at desc);
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`
    drop table speech_transcription;
    drop table speech_setting;
  `.execute(db);
}

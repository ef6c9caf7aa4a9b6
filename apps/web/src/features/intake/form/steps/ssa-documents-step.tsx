import { INTAKE_STEPS_CONTENT } from '@payee/content/intake-steps';
import { SSA_DOCUMENTS, type TIntakeApplication } from '@payee/contract';
import { textAnswer } from '../fields/answer-format';
import { SsaDocumentField } from '../fields/ssa-document-field';
import type { IntakeAnswersProps, IntakeStepProps } from '../step-props';
import { useUploadProgress } from '@/components/form/upload-progress';
import type { IntakeFormValues } from '../values';
import { AnswerRow } from './answer-row';

type SsaDocument = (typeof SSA_DOCUMENTS)[number];

const savedDocument = (application: TIntakeApplication | null, document: SsaDocument) =>
  application?.ssa_documents.find((saved) => saved.slug === document.slug);

/**
 * Step 10, SSA Document Upload: the three forms, each checked in the browser (PNG, JPG, JPEG or PDF up to
 * 10 MB), a progress bar while the step is saved, and any file already saved with a Download button.
 */
export function SsaDocumentsStep({ application }: IntakeStepProps) {
  const progress = useUploadProgress();
  return (
    <>
      <p>{INTAKE_STEPS_CONTENT.ssaDocuments.intro}</p>
      {SSA_DOCUMENTS.map((document) => (
        <SsaDocumentField key={document.field} name={document.field} saved={savedDocument(application, document)} progress={progress} />
      ))}
    </>
  );
}

/** The file a document is saved as: the one chosen last (the step is saved before the check page), else the saved one. */
const documentAnswer = (values: IntakeFormValues, application: TIntakeApplication | null, document: SsaDocument) =>
  textAnswer(values[document.field]?.name ?? savedDocument(application, document)?.original_name);

/** Step 10 on "Check your answers": the file name of each document. */
export function SsaDocumentsAnswers({ values, application, changeTo }: IntakeAnswersProps) {
  const copy = INTAKE_STEPS_CONTENT.ssaDocuments.documents;
  return (
    <>
      {SSA_DOCUMENTS.map((document) => (
        <AnswerRow
          key={document.field}
          label={copy[document.field].label}
          value={documentAnswer(values, application, document)}
          changeTo={changeTo}
          field={document.field}
        />
      ))}
    </>
  );
}

import { useEffect, useRef, useState } from 'react';
import { resolveLanguage, sectionPresetOf, sectionPresetTerms, sectionTitleIn } from '@recipes/contracts/plain';
import { useTranslation } from '../../i18n/react.tsx';
import { Button } from '../../components/ui/Button.tsx';
import { Select } from '../../components/ui/Select.tsx';
import { TextArea } from '../../components/ui/TextField.tsx';
import type { Notice } from './editor-store.ts';
import type { SectionDraft } from './form-model.ts';
import type { EditorAction } from './form-reducer.ts';
import { cleanSectionTitle } from './section-presets.ts';
import styles from './SectionsEditor.module.css';
import { X } from 'lucide-react';

const customChoice = 'custom';

interface SectionsEditorProps {
  sections: readonly SectionDraft[];
  dispatch(action: EditorAction): void;
  onNotice(notice: Notice): void;
}

/** Extra description sections: the presets of SPEC section 9 plus custom fields named by a prompt. */
export function SectionsEditor({ sections, dispatch, onNotice }: SectionsEditorProps) {
  const { t, i18n } = useTranslation('editor');
  const language = resolveLanguage(i18n.language);
  const [choice, setChoice] = useState('');
  const list = useRef<HTMLDivElement>(null);
  const focusNewest = useRef(false);
  const used = new Set(sections.map((section) => sectionPresetOf(section.title)?.key));
  const options = sectionPresetTerms
    .filter((term) => !used.has(term.key))
    .map((term) => ({ value: term.key, label: term.names[language] }));

  useEffect(() => {
    if (!focusNewest.current) return;
    focusNewest.current = false;
    list.current?.querySelector<HTMLTextAreaElement>('[data-section]:last-of-type textarea')?.focus();
  }, [sections.length]);

  const add = () => {
    let title: string;
    if (choice === customChoice) {
      const answer = window.prompt(t('sections.customPrompt'));
      if (answer === null) return;
      title = cleanSectionTitle(answer);
      if (!title) {
        onNotice({ tone: 'error', key: 'sections.customBlank' });
        return;
      }
    } else {
      // Stored in English, shown in each reader's language (sectionTitleIn).
      title = sectionPresetTerms.find((term) => term.key === choice)?.names.en ?? choice;
    }
    focusNewest.current = true;
    dispatch({ type: 'addSection', title });
    setChoice('');
  };

  return (
    <div className={styles.sections}>
      {sections.length > 0 && (
        <div ref={list} className={styles.list}>
          {sections.map((section) => {
            const title = sectionTitleIn(section.title, language);
            return (
              <div key={section.key} className={styles.section} data-section={title}>
                <TextArea
                  label={title}
                  rows={3}
                  placeholder={t('sections.placeholder', { title })}
                  value={section.content}
                  onChange={(event) => dispatch({ type: 'editSection', key: section.key, content: event.target.value })}
                />
                <Button
                  variant="ghost"
                  size="sm"
                  className={styles.remove}
                  aria-label={t('sections.remove', { title })}
                  title={t('sections.remove', { title })}
                  onClick={() => dispatch({ type: 'removeSection', key: section.key })}
                >
                  <X size="1.1em" aria-hidden="true" focusable="false" />
                </Button>
              </div>
            );
          })}
        </div>
      )}
      <div className={styles.addRow}>
        <Select
          label={t('sections.add')}
          className={styles.addSelect}
          placeholder={t('sections.choose')}
          options={[...options, { value: customChoice, label: t('sections.custom') }]}
          value={choice}
          onChange={(event) => setChoice(event.target.value)}
        />
        <Button variant="secondary" disabled={!choice} onClick={add}>
          {t('sections.addButton')}
        </Button>
      </div>
    </div>
  );
}

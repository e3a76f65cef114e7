import { Text } from '@/ui/Text';
import styles from './FaqItem.module.css';

/** One question that opens on its answer: a native <details>, usable without JavaScript. */
export function FaqItem({ question, answer }: { question: string; answer: string }) {
  return (
    <details className={styles.item}>
      <summary className={styles.question}>{question}</summary>
      <Text tone="secondary" className={styles.answer}>
        {answer}
      </Text>
    </details>
  );
}

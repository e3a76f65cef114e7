import buttons from '@/ui/buttons.module.css';

/** The campaign page's like button, a large outlined button: the same for visitors and members. */
export const LIKE_BUTTON = `${buttons.button} ${buttons.outlined} ${buttons.primary} ${buttons.large}`;

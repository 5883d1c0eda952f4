import s from './Toast.module.css';

/**
 * A message that outlives the page that raised it (after deleting the account we are on `/`,
 * which knows nothing of accounts): a polite live region on <body>, gone after a while or on Dismiss.
 */
export function showToast(message: string, dismissLabel: string, ms = 10_000) {
  document.querySelectorAll(`.${s.toast}`).forEach((el) => el.remove());
  const toast = document.createElement('div');
  toast.className = s.toast;
  toast.setAttribute('role', 'status');
  const text = document.createElement('p');
  text.textContent = message;
  const close = document.createElement('button');
  close.type = 'button';
  close.className = s.dismiss;
  close.textContent = dismissLabel;
  close.addEventListener('click', () => toast.remove());
  toast.append(text, close);
  document.body.append(toast);
  setTimeout(() => toast.remove(), ms);
}

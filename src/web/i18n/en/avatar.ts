/** The profile photo on /account (features/account adds it with the account pages). */
export const avatar = {
  'avatar.title': 'Profile photo',
  'avatar.hint': 'A clear photo of your face helps hosts and guests recognise you. JPEG, PNG, WebP or AVIF, at least 240 × 240 pixels, up to 20 MB.',
  'avatar.upload': 'Upload a photo',
  'avatar.replace': 'Change photo',
  'avatar.remove': 'Remove photo',
  'avatar.uploading': 'Uploading… {percent}%',
  'avatar.processing': 'Processing your photo…',
  'avatar.progress': 'Upload progress',
  'avatar.saved': 'Your photo is saved.',
  'avatar.removed': 'Your photo is removed.',
  'avatar.tooLarge': 'That file is {size}; photos can be up to 20 MB.',
  'avatar.wrongType': 'Choose a JPEG, PNG, WebP or AVIF photo.',
  'avatar.viewProfile': 'View your public profile',
  'avatar.alt': 'Your photo',
};

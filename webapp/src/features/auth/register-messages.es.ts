export default {
  registerTitle: 'Registrarse',
  registerSubtitle: 'Cree su cuenta de cliente.',
  fullName: 'Nombre completo',
  phone: 'Teléfono',
  haveAccount: '¿Ya tiene una cuenta?',
};

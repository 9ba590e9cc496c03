export default {
  resetPassword: 'Restablecer contraseña',
  resetForm: 'Restablecer contraseña',
  returnToLogin: 'Volver a iniciar sesión',
  newPassword: 'Contraseña nueva',
  confirmPassword: 'Confirmar contraseña',
  savePassword: 'Guardar contraseña',
};

export default {
  notifications: 'Notificaciones',
  dismiss: 'Descartar notificación',
  kinds: { success: 'Éxito', error: 'Error', warning: 'Advertencia', info: 'Información' },
  loading: 'Cargando',
  refresh: 'Actualizar la página',
};

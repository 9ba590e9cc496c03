export default { label: 'Ordenar por', newest: 'Más recientes primero', name: 'Nombre (A–Z)', title: 'Título (A–Z)' };

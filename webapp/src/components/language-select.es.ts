export default { label: 'Idioma', notSaved: 'No se pudo guardar su idioma para la próxima visita.' };

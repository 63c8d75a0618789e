$technician_id = getenv('technician_id') ?: '116927250145869826'; // Default to Valithor Obsidion's ID

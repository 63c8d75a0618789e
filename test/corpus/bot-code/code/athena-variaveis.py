CANAIS_ADM = {
    "diretoria": 441263190832185350,
    "secretaria": 731689039853518848
}

SAUDACOES = ["Olá!", "Oi!", "Iai!"]

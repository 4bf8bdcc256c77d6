/*
 * words_phrases.h: every short phrase the proposal's view writes, keyed
 * by name, German and English side by side: one row per phrase,
 * X(KEY, "Deutsch", "English").  The columns follow enum language; a
 * language is one more column in every row (docs/templates.md).
 *
 * A phrase with printf conversions is used as a format: every column
 * must take the same arguments (numbered ones, "%1$d", where a language
 * needs another order).  Only characters of Windows-1252 (words.h).
 */
#ifndef GPUPLAN_WORDS_PHRASES_H
#define GPUPLAN_WORDS_PHRASES_H

#define WORD_PHRASES(X) \
	X(LAYOUT_ONE_NODE, \
	    "ein Knoten mit %d %s", \
	    "one node with %d %s") \
	X(LAYOUT_NODES, \
	    "%d Knoten mit je %d GPUs", \
	    "%d nodes with %d GPUs each") \
	X(NIC_FRONT_END, \
	    "%d Gbit/s Ethernet (Front-End)", \
	    "%d Gbit/s Ethernet (front end)") \
	X(NIC_SCALE_OUT, \
	    "; %d Gbit/s InfiniBand/RoCE je GPU (Scale-out)", \
	    "; %d Gbit/s InfiniBand/RoCE per GPU (scale-out)") \
	X(INFEASIBLE_LIMIT, \
	    "Kein System erfüllt alle Anforderungen (Engstelle: %s).", \
	    "No system meets every requirement (limit: %s).") \
	X(NO_COST_COMPARISON, \
	    "Ohne ein System, das alle Anforderungen erfüllt, ist kein Kostenvergleich möglich.", \
	    "Without a system that meets every requirement, costs cannot be compared.") \
	X(NEVER_EVEN_AT_FULL_USE, \
	    "nie (auch bei 100 % Auslastung nicht)", \
	    "never (not even at 100% utilisation)") \
	X(WEIGHT_PRECISION, \
	    "Präzision der Gewichte", \
	    "Weight precision") \
	X(KV_CACHE_PRECISION, \
	    "Präzision des KV-Cache", \
	    "KV cache precision") \
	X(UNIT_TOKENS, \
	    " Token", \
	    " tokens") \
	X(CONTEXT_PER_SEQUENCE, \
	    "Kontext je Sitzung", \
	    "Context per sequence") \
	X(PROMPT_PER_REQUEST, \
	    "Prompt je Anfrage", \
	    "Prompt per request") \
	X(CONCURRENT_SEQUENCES, \
	    "Gleichzeitige Sitzungen", \
	    "Concurrent sequences") \
	X(UNIT_TOKENS_S, \
	    " Token/s", \
	    " tokens/s") \
	X(OUTPUT_PER_SEQUENCE_TARGET, \
	    "Ausgabe je Sitzung (Ziel)", \
	    "Output per sequence (target)") \
	X(TIME_TO_FIRST_TOKEN_TARGET, \
	    "Zeit bis zum ersten Token (Ziel)", \
	    "Time to first token (target)") \
	X(ADAPTERS, \
	    ", Adapter ", \
	    ", adapters ") \
	X(OF_THE_PARAMETERS, \
	    " der Parameter", \
	    " of the parameters") \
	X(METHOD, \
	    "Methode", \
	    "Method") \
	X(OPTIMIZER, \
	    "Optimierer", \
	    "Optimizer") \
	X(SEQUENCE_LENGTH, \
	    "Sequenzlänge", \
	    "Sequence length") \
	X(SEQUENCE_PER_GPU, \
	    " Sequenz je GPU", \
	    " sequence per GPU") \
	X(SEQUENCES_PER_GPU, \
	    " Sequenzen je GPU", \
	    " sequences per GPU") \
	X(MICRO_BATCH, \
	    "Micro-Batch", \
	    "Micro-batch") \
	X(DATASET_PER_EPOCH, \
	    "Datensatz je Epoche", \
	    "Dataset per epoch") \
	X(EPOCHS, \
	    "Epochen", \
	    "Epochs") \
	X(RUNS_PER_MONTH, \
	    "Läufe pro Monat", \
	    "Runs per month") \
	X(DEADLINE_PER_RUN, \
	    "Deadline je Lauf", \
	    "Deadline per run") \
	X(ACTIVATION_CHECKPOINTING, \
	    "Activation Checkpointing", \
	    "Activation checkpointing") \
	X(UNIT_GFLOP_PER_IMAGE, \
	    " GFLOP je Bild", \
	    " GFLOP per image") \
	X(COMPUTE_PER_IMAGE, \
	    "Rechenaufwand", \
	    "Compute per image") \
	X(UNIT_IMAGES_S, \
	    " Bilder/s", \
	    " images/s") \
	X(THROUGHPUT_TARGET, \
	    "Durchsatz (Ziel)", \
	    "Throughput (target)") \
	X(LATENCY_PER_IMAGE_TARGET, \
	    "Latenz je Bild (Ziel)", \
	    "Latency per image (target)") \
	X(MODEL_PARAMETERS, \
	    "Modellparameter", \
	    "Model parameters") \
	X(FP64_TARGET, \
	    "FP64-Leistung, dauerhaft (Ziel)", \
	    "FP64 throughput, sustained (target)") \
	X(SIMULATION_WORKING_SET, \
	    "Arbeitsspeicher der Simulation", \
	    "Simulation working set") \
	X(VOLUME_PER_MONTH, \
	    "Menge pro Monat", \
	    "Volume per month") \
	X(PRECISION, \
	    "Präzision", \
	    "Precision") \
	X(DEADLINE_MONTHLY_VOLUME, \
	    "Deadline für die Monatsmenge", \
	    "Deadline for the monthly volume") \
	X(VECTORS, \
	    "Vektoren", \
	    "Vectors") \
	X(DIMENSIONS, \
	    "Dimensionen", \
	    "Dimensions") \
	X(VECTOR_PRECISION, \
	    "Vektorpräzision", \
	    "Vector precision") \
	X(DOCUMENTS, \
	    "Dokumente", \
	    "Documents") \
	X(UNIT_QUERIES_S, \
	    " Anfragen/s", \
	    " queries/s") \
	X(QUERIES_TARGET, \
	    "Anfragen (Ziel)", \
	    "Queries (target)") \
	X(AGGREGATE_DECODE_THROUGHPUT, \
	    "Decode-Durchsatz gesamt", \
	    "Aggregate decode throughput") \
	X(TOKENS_S_PER_SEQUENCE, \
	    "Token/s je Sitzung", \
	    "Tokens/s per sequence") \
	X(TIME_TO_FIRST_TOKEN, \
	    "Zeit bis zum ersten Token", \
	    "Time to first token") \
	X(TIME_PER_TRAINING_RUN, \
	    "Laufzeit je Trainingslauf", \
	    "Time per training run") \
	X(IMAGES_PER_SECOND, \
	    "Bilder pro Sekunde", \
	    "Images per second") \
	X(LATENCY_PER_IMAGE, \
	    "Latenz je Bild", \
	    "Latency per image") \
	X(FP64_SUSTAINED, \
	    "FP64-Leistung, dauerhaft verfügbar", \
	    "FP64 throughput, sustained") \
	X(TIME_MONTHLY_VOLUME, \
	    "Laufzeit für die Monatsmenge", \
	    "Time for the monthly volume") \
	X(VECTOR_INDEX_IN_HOST_RAM, \
	    "Vektorindex im Arbeitsspeicher", \
	    "Vector index in host RAM") \
	X(NVME_DOCUMENTS_INDEX, \
	    "NVMe für Dokumente und Index", \
	    "NVMe for documents and index") \
	X(GPU_HOURS_PER_MONTH, \
	    "GPU-Stunden pro Monat", \
	    "GPU-hours per month") \
	X(RUNS_ON_HOST, \
	    "keine GPU; er läuft auf dem Host (CPU, Arbeitsspeicher, NVMe)", \
	    "no GPU; it runs on the host (CPU, memory, NVMe)") \
	X(COPIES_ONE_GPU_EACH, \
	    ": %d Modellkopien auf je einer GPU", \
	    ": %d model copies on one GPU each") \
	X(ONE_COPY_TENSOR_PARALLEL, \
	    ": eine Modellkopie über %d GPUs (Tensor-Parallelität)", \
	    ": one model copy over %d GPUs (tensor parallelism)") \
	X(COPIES_TENSOR_PARALLEL, \
	    ": %d Modellkopien über je %d GPUs (Tensor-Parallelität)", \
	    ": %d model copies over %d GPUs each (tensor parallelism)") \
	X(CUSTOM_MODEL, \
	    "eigenes Modell", \
	    "custom model") \
	X(FITS_NO, \
	    "nein: %s", \
	    "no: %s") \
	X(LIQUID_COOLING, \
	    "Flüssigkeitskühlung (Direct-to-Chip)", \
	    "Liquid cooling (direct-to-chip)") \
	X(AIR_COOLING, \
	    "Luftkühlung", \
	    "Air cooling") \
	X(RULED_OUT_S, \
	    "Scheidet aus: %s.", \
	    "Ruled out: %s.") \
	X(ALT_COMPARABLE_COST, \
	    "Erfüllt die Anforderungen zu vergleichbaren Gesamtkosten (%s statt %s); eine gleichwertige Option, falls Lieferzeit oder Verfügbarkeit es erfordern.", \
	    "Meets the requirements at comparable total cost (%s instead of %s); an equivalent option if lead time or availability call for it.") \
	X(REFERENCE, \
	    "Vergleichsbasis", \
	    "reference") \
	X(UNIT_MONTHS, \
	    " Monate", \
	    " months") \
	X(PROJECT_ASSUMPTION, \
	    "Projektvorgabe", \
	    "project assumption") \
	X(PER_GPU_NAMED, \
	    " je GPU (%s)", \
	    " per GPU (%s)") \
	X(GPU_PRICE, \
	    "GPU-Preis", \
	    "GPU price") \
	X(PER_NODE, \
	    " je Knoten", \
	    " per node") \
	X(SERVER_WITHOUT_GPUS, \
	    "Server ohne GPUs", \
	    "Server without GPUs") \
	X(SCALE_OUT_NETWORK, \
	    "Scale-out-Netzwerk", \
	    "Scale-out network") \
	X(OF_HARDWARE_ONCE, \
	    " der Hardware, einmalig", \
	    " of the hardware, once") \
	X(INSTALLATION, \
	    "Installation", \
	    "Installation") \
	X(PER_GPU_HOUR_TIER_TERM, \
	    " je GPU-Stunde; %s, %s", \
	    " per GPU-hour; %s, %s") \
	X(CLOUD_PRICE, \
	    "Cloud-Preis", \
	    "Cloud price") \
	X(OFF_ON_DEMAND_PRICE, \
	    " auf den On-Demand-Preis von ", \
	    " off the on-demand price of ") \
	X(EVERY_HOUR_PAID, \
	    "; jede Stunde der Laufzeit wird bezahlt", \
	    "; every hour of the term is paid") \
	X(RESERVATION_DISCOUNT, \
	    "Rabatt für die Reservierung", \
	    "Reservation discount") \
	X(ENERGY_PRICE, \
	    "Energiepreis", \
	    "Energy price") \
	X(PUE_EXPLAINED, \
	    " (Energie des Rechenzentrums je kWh IT-Last)", \
	    " (data-centre energy per kWh of IT load)") \
	X(PER_KW_AND_MONTH, \
	    " je kW und Monat", \
	    " per kW and month") \
	X(OF_CAPEX_A_YEAR, \
	    " der Investition pro Jahr", \
	    " of capex a year") \
	X(MAINTENANCE_AND_SUPPORT, \
	    "Wartung und Support", \
	    "Maintenance and support") \
	X(A_MONTH, \
	    " pro Monat", \
	    " a month") \
	X(STAFF_OPERATIONS, \
	    "Personal (Betrieb)", \
	    "Staff (operations)") \
	X(EXCHANGE_RATE, \
	    "Wechselkurs", \
	    "Exchange rate") \
	X(HOURS_PER_MONTH_BASIS, \
	    " h (8.760 h / 12)", \
	    " h (8,760 h / 12)") \
	X(HOURS_PER_MONTH, \
	    "Stunden pro Monat", \
	    "Hours per month") \
	X(HORIZON, \
	    "Betrachtungszeitraum", \
	    "Horizon") \
	X(OF_HOURS_BY_LEVEL, \
	    " der Stunden (niedrig / mittel / hoch)", \
	    " of hours (low / medium / high)") \
	X(UTILISATION, \
	    "Auslastung", \
	    "Utilisation") \
	X(OF_HARDWARE_AT_END, \
	    " der Hardware am Ende des Zeitraums", \
	    " of the hardware at the end of the horizon") \
	X(RESIDUAL_VALUE, \
	    "Restwert", \
	    "Residual value") \
	X(A_YEAR_PRESENT_VALUES, \
	    " pro Jahr (Barwerte)", \
	    " a year (present values)") \
	X(NO_DISCOUNTING, \
	    " (keine Abzinsung)", \
	    " (no discounting)") \
	X(DISCOUNT_RATE, \
	    "Kalkulationszins", \
	    "Discount rate") \
	X(OF_MAXIMUM_POWER, \
	    " der Maximalleistung", \
	    " of maximum power") \
	X(IDLE_POWER, \
	    "Leistung im Leerlauf", \
	    "Idle power") \
	X(FX_RATE, \
	    "1 € = %s $", \
	    "€1 = $%s") \
	X(ALT_COSTS_MORE, \
	    "Erfüllt die Anforderungen, kostet aber über %1$d Monate bei mittlerer Auslastung %2$s mehr (%3$s statt %4$s).", \
	    "Meets the requirements but costs %2$s more over %1$d months at medium utilisation (%3$s instead of %4$s).") \
	X(COUNT_TRILLION, \
	    "Bio.", \
	    "T") \
	X(COUNT_BILLION, \
	    "Mrd.", \
	    "B") \
	X(COUNT_MILLION, \
	    "Mio.", \
	    "M") \
	X(GPU_ONE, \
	    "GPU", \
	    "GPU") \
	X(GPU_MANY, \
	    "GPUs", \
	    "GPUs") \
	X(PUE, \
	    "PUE", \
	    "PUE") \
	X(COLOCATION, \
	    "Colocation", \
	    "Colocation") \
	/* end of WORD_PHRASES */

/* The phrases' names: W_GPU_PRICE, ... */
enum word_phrase {
#define WORD_PHRASE_KEY(key, ...)	W_##key,
	WORD_PHRASES(WORD_PHRASE_KEY)
#undef WORD_PHRASE_KEY
	W__MAX
};

#endif

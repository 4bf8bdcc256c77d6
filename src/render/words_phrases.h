/*
 * words_phrases.h: every phrase the proposal's view (view_*.c) and the
 * sentence builders (words.c) write, keyed by name, German and English
 * side by side: one row per phrase,
 * X(KEY, "Deutsch", "English").  The columns follow enum language; a
 * language is one more column in every row (docs/templates.md).
 *
 * A phrase with printf conversions is used as a format: every column
 * must take the same arguments (numbered ones, "%1$d", where a language
 * needs another order).  Only characters of Windows-1252 (words.h).
 */
#ifndef GPUPLAN_WORDS_PHRASES_H
#define GPUPLAN_WORDS_PHRASES_H

/*
 * One row's columns, for the tables indexed [...][LANG__MAX] (here and
 * in words.c).  Test builds only (tests/unit/test_words_lang.c): the
 * made-up language LANG_XX gets a column generated from the English one,
 * "xx:" before each phrase, the same conversions after it.  A real
 * language writes its column into every row instead.
 */
#ifdef GPUPLAN_TEST_LANGUAGE
#define WORD_COLUMNS(de, en)	{ de, en, "xx:" en }
#else
#define WORD_COLUMNS(de, en)	{ de, en }
#endif

#define WORD_PHRASES(X) \
	X(PROPOSAL_KIND, \
	    "GPU-Server-Angebot", \
	    "GPU server proposal") \
	X(PAGE_OF_PAGES, \
	    "Seite %zu von %zu", \
	    "Page %zu of %zu") \
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
	    "Kein System erfüllt alle Anforderungen (Engstelle: %s). Die " \
	    "folgenden Abschnitte zeigen Ihre Anforderungen, die geprüften " \
	    "Alternativen und woran sie scheitern.", \
	    "No system meets every requirement (limit: %s). The following " \
	    "sections show your requirements, the alternatives we examined " \
	    "and where they fall short.") \
	X(INFEASIBLE_PINNED, \
	    "Die vorgegebene Konfiguration, %s × %s, erfüllt nicht alle " \
	    "Anforderungen; woran sie scheitert, steht unter „Unsere " \
	    "Hinweise“.", \
	    "The pinned configuration, %s × %s, does not meet every " \
	    "requirement; “Our recommendations” say where it falls short.") \
	X(NO_COST_COMPARISON, \
	    "Ohne ein System, das alle Anforderungen erfüllt, ist kein Kostenvergleich möglich.", \
	    "Without a system that meets every requirement, costs cannot be compared.") \
	X(BREAK_EVEN_COUNTS_RESALE, \
	    "Der Break-even-Monat ist der erste Monat, in dem Kauf und " \
	    "Betrieb, abzüglich des Wiederverkaufswerts, den die Hardware " \
	    "dann noch hätte, bis dahin nicht mehr gekostet haben als die " \
	    "Miete.", \
	    "The break-even month is the first month by which buying and " \
	    "running the system, less the resale value the hardware would " \
	    "then still have, has cost no more than renting.") \
	X(BREAK_EVEN_COUNTS_RESALE_FINANCED, \
	    "Der Break-even-Monat ist der erste Monat, in dem Raten und " \
	    "Betrieb, abzüglich dessen, was ein Verkauf der Hardware nach " \
	    "Ablösung der Finanzierung dann noch brächte, bis dahin nicht " \
	    "mehr gekostet haben als die Miete.", \
	    "The break-even month is the first month by which the payments " \
	    "and running the system, less what selling the hardware would " \
	    "then still bring after settling the financing, have cost no " \
	    "more than renting.") \
	X(BREAK_EVEN_COMMITTED, \
	    " Die Cloud-Zusage kostet bei jeder Auslastung gleich viel; mehr " \
	    "Auslastung verteuert nur den eigenen Betrieb (Strom), der " \
	    "Break-even kommt dann später. Die Break-even-Auslastung ist " \
	    "gegen die Miete ohne Zusage gerechnet.", \
	    " The cloud commitment costs the same at every utilisation; more " \
	    "use only makes running the own system dearer (power), so " \
	    "break-even then comes later. The break-even utilisation is " \
	    "computed against renting without a commitment.") \
	X(BREAK_EVEN_EARLY_RESALE, \
	    " Weil die Miete die laufenden Kosten deutlich übersteigt und " \
	    "neuwertige Hardware fast ihren Kaufpreis erlöst, liegt er schon " \
	    "in den ersten Monaten.", \
	    " Because the rent far exceeds the running costs and nearly new " \
	    "hardware resells for close to its price, it falls within the " \
	    "first months.") \
	X(PINNED_SET, \
	    "Diese Konfiguration ist für dieses Angebot vorgegeben.", \
	    "This configuration is set for this proposal.") \
	X(PINNED_SPARE, \
	    "Diese Konfiguration ist für dieses Angebot vorgegeben: Was " \
	    "darauf laufen soll, belegt %1$s ihrer %2$s GPUs; die übrigen " \
	    "sind Reserve.", \
	    "This configuration is set for this proposal: what it has to " \
	    "run takes %1$s of its %2$s GPUs; the others are reserve.") \
	X(PINNED_FAILS, \
	    "Sie erfüllt nicht alle Anforderungen (siehe „Unsere " \
	    "Hinweise“).", \
	    "It does not meet every requirement (see “Our " \
	    "recommendations”).") \
	X(SIZING_SMALLEST, \
	    "Wir dimensionieren auf die kleinste Form, die die Arbeit " \
	    "erledigt: Jede Stufe mehr kostet Geld, Strom und " \
	    "Betriebsaufwand.", \
	    "We size to the smallest form that does the job: every step up " \
	    "costs money, power and operational effort.") \
	X(SIZING_CHECKED, \
	    "Wir haben sie gegen die Anforderungen jeder Last geprüft.", \
	    "We have checked it against the requirements of every " \
	    "workload.") \
	X(CANDIDATES_ONE_FEASIBLE, \
	    "Wir haben eine Konfiguration gerechnet; sie erfüllt alle " \
	    "Anforderungen.", \
	    "We evaluated one configuration; it meets every requirement.") \
	X(CANDIDATES_ONE_INFEASIBLE, \
	    "Wir haben eine Konfiguration gerechnet; sie erfüllt nicht alle " \
	    "Anforderungen.", \
	    "We evaluated one configuration; it does not meet every " \
	    "requirement.") \
	X(CANDIDATES_NONE_FEASIBLE, \
	    "Wir haben %s Konfigurationen gerechnet; keine davon erfüllt alle " \
	    "Anforderungen.", \
	    "We evaluated %s configurations; none of them meets every " \
	    "requirement.") \
	X(CANDIDATES_ONE_OF_MANY, \
	    "Wir haben %s Konfigurationen gerechnet; eine davon erfüllt alle " \
	    "Anforderungen.", \
	    "We evaluated %s configurations; one of them meets every " \
	    "requirement.") \
	X(CANDIDATES_SOME_OF_MANY, \
	    "Wir haben %s Konfigurationen gerechnet; %s davon erfüllen alle " \
	    "Anforderungen.", \
	    "We evaluated %s configurations; %s of them meet every " \
	    "requirement.") \
	X(NEVER_EVEN_AT_FULL_USE, \
	    "nie (auch bei 100 % Auslastung nicht)", \
	    "never (not even at 100% utilisation)") \
	X(WEIGHT_PRECISION, \
	    "Präzision der Gewichte", \
	    "Weight precision") \
	X(EXPERTS_ONLY_REST_BF16, \
	    " (nur die Experten; die übrigen Gewichte in BF16)", \
	    " (the experts only; the other weights in BF16)") \
	X(MLP_ONLY_ATTENTION_BF16, \
	    " (die MLP-Schichten; die Attention in BF16)", \
	    " (the MLP layers; the attention in BF16)") \
	X(WEIGHTS_ONLY_BF16, \
	    " (gerechnet wird in BF16)", \
	    " (computed in BF16)") \
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
	X(ANSWER_LENGTH_SPREAD, \
	    "Streuung der Antwortlängen (Standardabweichung/Mittelwert)", \
	    "Spread of answer lengths (standard deviation/mean)") \
	X(CONCURRENT_SEQUENCES, \
	    "Gleichzeitige Sitzungen", \
	    "Concurrent sequences") \
	X(UNIT_TOKENS_S, \
	    " Token/s", \
	    " tokens/s") \
	X(OUTPUT_PER_SEQUENCE_TARGET, \
	    "Ausgabe je Sitzung (Ziel)", \
	    "Output per sequence (target)") \
	X(SERVING_SOFTWARE, \
	    "Serving-Software", \
	    "Serving software") \
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
	X(SEQUENCE_PER_COPY, \
	    " Sequenz je Modellkopie (%d GPUs)", \
	    " sequence per model copy (%d GPUs)") \
	X(SEQUENCES_PER_COPY, \
	    " Sequenzen je Modellkopie (%d GPUs)", \
	    " sequences per model copy (%d GPUs)") \
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
	X(NETWORK_LAYERS, \
	    "Schichten des Netzes mit Gewichten", \
	    "Network layers with weights") \
	X(INPUT_LENGTH, \
	    "Länge eines Textabschnitts", \
	    "Length of one text chunk") \
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
	X(PF_ACCURACY, \
	    "Abgleich mit Messungen (%s, gemessen auf %s-GPUs)", \
	    "Checked against measurements (%s, measured on %s GPUs)") \
	/* the same where every figure is of an image or embedding \
	 * network, for which the model class says nothing */ \
	X(PF_ACCURACY_MAKER, \
	    "Abgleich mit Messungen (gemessen auf %s-GPUs)", \
	    "Checked against measurements (measured on %s GPUs)") \
	X(PF_ACCURACY_FIRST, \
	    "%s im Median %s Abweichung, %d von %d veröffentlichten " \
	    "Messungen innerhalb von ±%s%s", \
	    "%s off by %s at the median, %d of %d published measurements " \
	    "within ±%s%s") \
	X(PF_ACCURACY_NEXT, \
	    "; %s %s, %d von %d innerhalb von ±%s%s", \
	    "; %s %s, %d of %d within ±%s%s") \
	/* which way the estimates mostly lay (validation_lean) */ \
	X(PF_ACCURACY_HIGHER, \
	    ", Schätzung meist höher", \
	    ", estimates mostly higher") \
	X(PF_ACCURACY_LOWER, \
	    ", Schätzung meist niedriger", \
	    ", estimates mostly lower") \
	X(PF_ACCURACY_MOE, \
	    "Mixture-of-Experts-Modelle", \
	    "mixture-of-experts models") \
	X(PF_ACCURACY_DENSE, \
	    "Modelle ohne Mixture-of-Experts", \
	    "models without mixture of experts") \
	X(ACCURACY_FINETUNE_THROUGHPUT, \
	    "Finetuning-Durchsatz (Token/s, Grundlage der Laufzeit)", \
	    "Fine-tuning throughput (tokens/s, which sets the run time)") \
	X(ACCURACY_PRETRAIN_THROUGHPUT, \
	    "Pretraining-Durchsatz (Token/s, Grundlage der Laufzeit)", \
	    "Pretraining throughput (tokens/s, which sets the run time)") \
	X(ACCURACY_VISION_LATENCY, \
	    "Latenz je Bild bei Batch 1", \
	    "Latency per image at batch 1") \
	X(ACCURACY_EMBED_THROUGHPUT, \
	    "Embedding-Durchsatz (Token/s, Grundlage der Laufzeit für die Monatsmenge)", \
	    "Embedding throughput (tokens/s, which sets the time for the monthly volume)") \
	X(ACCURACY_FINETUNE_PEAK_MEMORY, \
	    "Spitzenspeicher je GPU beim Finetuning (vor Reserve und Puffer)", \
	    "Peak memory per GPU in fine-tuning (before reserve and buffer)") \
	X(ACCURACY_PRETRAIN_PEAK_MEMORY, \
	    "Spitzenspeicher je GPU beim Pretraining (vor Reserve und Puffer)", \
	    "Peak memory per GPU in pretraining (before reserve and buffer)") \
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
	X(HOLDS_NO_GPU_DOES_NOT_FIT, \
	    "keine GPU: Er passt nicht auf diese Konfiguration (siehe " \
	    "„Unsere Hinweise“)", \
	    "no GPU: it does not fit this configuration (see “Our " \
	    "recommendations”)") \
	X(COPIES_ONE_GPU_EACH, \
	    ": %d Modellkopien auf je einer GPU", \
	    ": %d model copies on one GPU each") \
	X(ONE_COPY_TENSOR_PARALLEL, \
	    ": eine Modellkopie über %d GPUs (Tensor-Parallelität)", \
	    ": one model copy over %d GPUs (tensor parallelism)") \
	X(COPIES_TENSOR_PARALLEL, \
	    ": %d Modellkopien über je %d GPUs (Tensor-Parallelität)", \
	    ": %d model copies over %d GPUs each (tensor parallelism)") \
	X(TRAIN_TENSOR_PARALLEL, \
	    ": jede Schicht über %d GPUs eines Knotens geteilt " \
	    "(Tensor-Parallelität), die Trainingszustände über alle %d " \
	    "verteilt (FSDP)", \
	    ": each layer split over %d GPUs of a node (tensor " \
	    "parallelism), the training states sharded over all %d (FSDP)") \
	X(TRAIN_CONTEXT_PARALLEL, \
	    ": jede Sequenz über %d GPUs geteilt (Kontext-Parallelität), " \
	    "die Trainingszustände über alle %d verteilt (FSDP)", \
	    ": each sequence split over %d GPUs (context parallelism), the " \
	    "training states sharded over all %d (FSDP)") \
	X(TRAIN_TENSOR_CONTEXT_PARALLEL, \
	    ": jede Schicht über %d GPUs eines Knotens geteilt " \
	    "(Tensor-Parallelität), jede Sequenz über %d solcher Gruppen " \
	    "(Kontext-Parallelität), die Trainingszustände über alle %d " \
	    "verteilt (FSDP)", \
	    ": each layer split over %d GPUs of a node (tensor parallelism), " \
	    "each sequence over %d such groups (context parallelism), the " \
	    "training states sharded over all %d (FSDP)") \
	X(ONE_COPY_PIPELINE, \
	    ": eine Modellkopie über %d GPUs (Tensor-Parallelität %d x %d " \
	    "Pipeline-Stufen)", \
	    ": one model copy over %d GPUs (tensor parallel %d x %d " \
	    "pipeline stages)") \
	X(COPIES_PIPELINE, \
	    ": %d Modellkopien über je %d GPUs (Tensor-Parallelität %d x %d " \
	    "Pipeline-Stufen)", \
	    ": %d model copies over %d GPUs each (tensor parallel %d x %d " \
	    "pipeline stages)") \
	X(ONE_COPY_MOE_SPLIT, \
	    ": eine Modellkopie über %d GPUs (%s)", \
	    ": one model copy over %d GPUs (%s)") \
	X(COPIES_MOE_SPLIT, \
	    ": %d Modellkopien über je %d GPUs (%s)", \
	    ": %d model copies over %d GPUs each (%s)") \
	X(SPLIT_DP, \
	    "Attention datenparallel in %d Gruppen, Experten über alle " \
	    "GPUs geteilt", \
	    "attention data-parallel in %d groups, experts split over all " \
	    "GPUs") \
	X(SPLIT_DP_EP, \
	    "Attention datenparallel in %d Gruppen, Experten-Parallelität " \
	    "über %d", \
	    "attention data-parallel in %d groups, expert parallelism " \
	    "over %d") \
	X(SPLIT_EP, \
	    "Tensor-Parallelität, Experten-Parallelität über %d", \
	    "tensor parallelism, expert parallelism over %d") \
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
	X(BOM_GPUS_PER_NODE, \
	    "%d GPUs je Knoten", \
	    "%d GPUs per node") \
	X(BOM_ONE_GPU_PER_NODE, \
	    "%d GPU je Knoten", \
	    "%d GPU per node") \
	X(BOM_UP_TO_GPUS_PER_NODE, \
	    "bis zu %d GPUs je Knoten", \
	    "up to %d GPUs per node") \
	X(BOM_ROOM_FOR, \
	    " (Platz für %d)", \
	    " (room for %d)") \
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
	X(MEM_OF_GB, \
	    "von %s GB", \
	    "of %s GB") \
	X(MEM_USABLE_OF_GB, \
	    "nutzbar %s von %s GB", \
	    "usable %s of %s GB") \
	X(MEM_EQ_GIB, \
	    " = %s GiB", \
	    " = %s GiB") \
	X(PF_BANDWIDTH, \
	    "Nutzbare Speicherbandbreite", \
	    "Usable memory bandwidth") \
	X(PF_OF_DATASHEET_BW, \
	    " der Speicherbandbreite laut Datenblatt (%s)", \
	    " of the datasheet memory bandwidth (%s)") \
	X(PF_TTFT, \
	    "Zeit bis zum ersten Token", \
	    "Time to first token") \
	X(PF_TTFT_GPU_TIME, \
	    "Rechenzeit der GPUs; der Server (HTTP, Tokenisierung, " \
	    "Scheduling) braucht je Anfrage bis zu %s ms mehr", \
	    "the GPUs' computing time; the server (HTTP, tokenising, " \
	    "scheduling) takes up to %s ms more per request") \
	X(PF_FP4_READ, \
	    "Lesen der 4-Bit-Modellgewichte (Textgenerierung)", \
	    "Reading 4-bit model weights (text generation)") \
	X(PF_FP4_READ_OF_FP8, \
	    "%s der Zeit für dieselben Gewichte in 8 Bit, nicht die Hälfte", \
	    "%s of the time the same weights take in 8 bits, not half") \
	X(PF_W4A16_READ_OF_BF16, \
	    "%s der Zeit für dieselben Gewichte in 16 Bit, nicht ein " \
	    "Viertel", \
	    "%s of the time the same weights take in 16 bits, not a " \
	    "quarter") \
	X(PF_ATTN_DECODE, \
	    "Attention beim Erzeugen der Antwort", \
	    "Attention while generating an answer") \
	X(PF_ATTN_DECODE_VALUE, \
	    "KV-Cache mit %s der Speicherbandbreite laut Datenblatt gelesen, " \
	    "dazu %s µs je Schicht", \
	    "the KV cache read at %s of the datasheet memory bandwidth, plus " \
	    "%s µs a layer") \
	X(PF_ATTN_PREFILL, \
	    "Attention beim Verarbeiten des Prompts", \
	    "Attention while processing a prompt") \
	X(PF_ATTN_ENCODE, \
	    "Attention beim Einbetten der Texte", \
	    "Attention while embedding text") \
	X(PF_ATTN_PREFILL_OF_BF16, \
	    "%s der BF16-Spitzenleistung laut Datenblatt", \
	    "%s of the datasheet BF16 peak") \
	X(PF_ATTN_PREFILL_FP8, \
	    "; mit FP8-KV-Cache in %s dieser Zeit", \
	    "; with an FP8 KV cache in %s of that time") \
	X(PF_MOE_PREFILL, \
	    "Rechenleistung der Experten beim Verarbeiten des Prompts " \
	    "(Mixture of Experts)", \
	    "Compute of the experts while processing a prompt (mixture " \
	    "of experts)") \
	X(PF_MOE_PREFILL_OF_PEAK, \
	    "%s der %s-Spitzenleistung laut Datenblatt: viele kleine " \
	    "Matrixprodukte statt eines großen", \
	    "%s of the datasheet %s peak: many small matrix products " \
	    "instead of one large one") \
	X(PF_PREFILL_SHAPE, \
	    "Matrixprodukte beim Verarbeiten des Prompts", \
	    "Matrix products while processing a prompt") \
	X(PF_PREFILL_SHAPE_MOE, \
	    "Matrixprodukte außerhalb der Experten beim Verarbeiten des " \
	    "Prompts", \
	    "Matrix products outside the experts while processing a " \
	    "prompt") \
	X(PF_BY_MATRIX_SIZE, \
	    ", nach der Größe der Matrizen je GPU", \
	    ", by the size of the matrices per GPU") \
	X(PF_MEASURED_KERNELS_NVIDIA, \
	    "veröffentlichte Kernel-Messungen auf NVIDIA-GPUs, übertragen", \
	    "published kernel measurements on NVIDIA GPUs, carried over") \
	X(PF_COMPUTE, \
	    "Nutzbare Rechenleistung (Inferenz)", \
	    "Usable compute (inference)") \
	X(PF_VISION, \
	    "Nutzbare Rechenleistung (Bildverarbeitung)", \
	    "Usable compute (image processing)") \
	/* after "30 % der INT8-Spitzenleistung laut Datenblatt" */ \
	X(PF_VISION_LAYER, \
	    "; ein einzelnes Bild zusätzlich %s µs je Schicht des Netzes", \
	    "; a single image %s µs more per layer of the network") \
	X(PF_VISION_SOURCE, \
	    "Planungsregel aus der Praxis; je Schicht: gemessener Startaufwand eines GPU-Kernels", \
	    "planning rule from practice; per layer: the measured cost of launching a GPU kernel") \
	X(PF_VISION_MEASURED, \
	    "veröffentlichte Messungen (Benchmarks) auf dieser GPU mit optimierter Inferenz-Software in INT8, ohne solche Software liegt der Wert niedriger; je Schicht: gemessener Startaufwand eines GPU-Kernels", \
	    "published benchmark measurements on this GPU with optimised inference software in INT8, lower without such software; per layer: the measured cost of launching a GPU kernel") \
	X(PF_VISION_CARRIED, \
	    "veröffentlichte Messungen (Benchmarks) auf einer GPU mit demselben Chip mit optimierter Inferenz-Software in INT8, ohne solche Software liegt der Wert niedriger; je Schicht: gemessener Startaufwand eines GPU-Kernels", \
	    "published benchmark measurements on a GPU with the same chip with optimised inference software in INT8, lower without such software; per layer: the measured cost of launching a GPU kernel") \
	X(PF_TRAIN, \
	    "Nutzbare Rechenleistung (Training)", \
	    "Usable compute (training)") \
	X(PF_OF_DATASHEET_PEAK, \
	    " der Spitzenleistung laut Datenblatt", \
	    " of the datasheet peak") \
	X(PF_OF_UNITS_PEAK, \
	    " der %s-Spitzenleistung laut Datenblatt", \
	    " of the datasheet %s peak") \
	X(PF_OF_BF16_PEAK, \
	    " der BF16-Spitzenleistung laut Datenblatt", \
	    " of the datasheet BF16 peak") \
	X(PF_TRAIN_GAIN, \
	    "Matrixprodukte in %s (Training)", \
	    "Matrix products in %s (training)") \
	X(PF_TRAIN_GAIN_TIMES, \
	    "%s-mal so schnell wie in BF16, Quantisierung eingerechnet; " \
	    "der übrige Trainingsschritt wie in BF16", \
	    "%s times as fast as in BF16, quantisation included; the rest " \
	    "of a training step as in BF16") \
	X(PF_TRAIN_BUFFER, \
	    "Speicherreserve beim Training", \
	    "Memory reserve for training") \
	X(PF_OVER_MEMORY_NEED, \
	    " über dem berechneten Speicherbedarf je GPU", \
	    " over the calculated memory need per GPU") \
	X(PF_MEASURED, \
	    "veröffentlichte Messungen (Benchmarks)", \
	    "published benchmark measurements") \
	X(PF_MEASURED_KERNELS, \
	    "veröffentlichte Kernel-Messungen des GPU-Herstellers", \
	    "the GPU maker's published kernel measurements") \
	X(PF_ASSUMED, \
	    "Planungsannahme zwischen den gemessenen GPU-Familien", \
	    "planning assumption between the measured GPU families") \
	X(PF_MEASURED_MAF, \
	    "veröffentlichte Messungen von Matrixprodukten auf dieser GPU-Familie", \
	    "published measurements of matrix products on this GPU family") \
	X(PF_MEASURED_GEMMS_CARRIED, \
	    "veröffentlichte Messungen auf dieser GPU-Familie, sonst auf NVIDIA-GPUs, übertragen", \
	    "published measurements on this GPU family, else on NVIDIA GPUs, carried over") \
	X(PF_MEASURED_MAF_PART, \
	    "veröffentlichte Messung, wo sie niedriger liegt; sonst Planungsregel aus der Praxis", \
	    "published measurement where it is lower, else a planning rule from practice") \
	X(PF_PRACTICE, \
	    "Planungsregel aus der Praxis", \
	    "planning rule from practice") \
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
	X(GRID_CO2, \
	    "CO2-Faktor des Strommixes", \
	    "Grid CO2 factor") \
	X(PUE, \
	    "PUE", \
	    "PUE") \
	X(COLOCATION, \
	    "Colocation", \
	    "Colocation") \
	/* ---- words.c: sentences and their parts ---- */ \
	X(RISK_UTILISATION_THE_ECONOMICS_DEPEND_ON, \
	    "Auslastung: Die Wirtschaftlichkeit hängt an der tatsächlichen " \
	    "Nutzung. Bei %s Auslastung %s, bei %s %s. Messen Sie die " \
	    "Auslastung in den ersten Monaten und vergleichen Sie sie mit " \
	    "diesen Szenarien.", \
	    "Utilisation: the economics depend on actual use. At %s " \
	    "utilisation %s; at %s, %s. Measure utilisation in the first " \
	    "months and compare it with these scenarios.") \
	X(RISK_ENERGY_PRICE_THE_ENERGY_PRICE, \
	    "Energiepreis: Die Spanne des Energiepreises in der " \
	    "Sensitivitätsanalyse verschiebt die Gesamtkosten %s " \
	    "um %s. Strom ist in Deutschland teuer; ein " \
	    "Festpreisvertrag begrenzt dieses Risiko.", \
	    "Energy price: the energy price range of the sensitivity " \
	    "analysis moves the total %s by %s. Electricity is " \
	    "expensive in Germany; a fixed-price contract limits this risk.") \
	X(RISK_PRICES_AND_LEAD_TIMES_GPU, \
	    "Preise und Lieferzeiten: GPU-Preise und Lieferzeiten " \
	    "schwanken stark. Dieses Angebot rechnet mit Preisen vom %s; " \
	    "verbindlich sind Preise und Liefertermine erst mit der " \
	    "Auftragsbestätigung.", \
	    "Prices and lead times: GPU prices and lead times vary widely. " \
	    "This proposal uses prices as of %s; prices and delivery dates " \
	    "are binding only with the order confirmation.") \
	X(RISK_EXCHANGE_RATE_SOME_PRICES_ARE, \
	    "Wechselkurs: Ein Teil der Preise ist in einer anderen Währung " \
	    "notiert und mit %s umgerechnet; Kursänderungen wirken direkt " \
	    "auf die Investition.", \
	    "Exchange rate: some prices are quoted in another currency and " \
	    "converted at %s; rate changes act directly on the capex.") \
	X(RISK_TECHNOLOGY_CYCLE_NEW_GPU_GENERATIONS, \
	    "Technologiezyklus: Neue GPU-Generationen erscheinen etwa " \
	    "jährlich. Auf die nächste zu warten lohnt sich selten, der " \
	    "Wiederverkaufswert sinkt aber; angesetzt ist ein Restwert von " \
	    "%s nach %d Monaten.", \
	    "Technology cycle: new GPU generations arrive about yearly. " \
	    "Waiting for the next one rarely pays, but resale value falls; " \
	    "the calculation assumes a residual value of %s after %d " \
	    "months.") \
	X(MISTAKE_MEMORY_NEED_PER_WORKLOAD_COMPUTED, \
	    "Speicherbedarf je Workload vollständig gerechnet (Gewichte, " \
	    "KV-Cache, Aktivierungen, Optimizer, Laufzeit-Reserve); " \
	    "Reserve je GPU: %s; geplant mit %s des GPU-Speichers für den " \
	    "Betrieb und %s Durchsatzreserve über dem Bedarf", \
	    "Memory need per workload computed in full (weights, KV cache, " \
	    "activations, optimizer, runtime reserve); headroom per GPU: %s; " \
	    "planned with %s of the GPU memory for serving and %s " \
	    "throughput headroom over the demand") \
	X(MISTAKE_NVME_PER_NODE_SPLIT_INTO, \
	    "NVMe je Knoten getrennt nach Datensätzen (%s TB), Checkpoints " \
	    "(%s TB) und Logs (%s TB); Netzwerk: %s", \
	    "NVMe per node split into datasets (%s TB), checkpoints (%s " \
	    "TB) and logs (%s TB); network: %s") \
	X(MISTAKE_NVME_PER_NODE_NO_CHECKPOINTS, \
	    "NVMe je Knoten getrennt nach Datensätzen (%s TB) und Logs " \
	    "(%s TB); Netzwerk: %s", \
	    "NVMe per node split into datasets (%s TB) and logs (%s TB); " \
	    "network: %s") \
	X(MISTAKE_TOTAL_COST_OF_OWNERSHIP_OVER, \
	    "Gesamtkosten (TCO) über %d Monate mit Strom (PUE %s), Wartung " \
	    "(%s pro Jahr), Personal und drei Auslastungsszenarien", \
	    "Total cost of ownership over %d months with power (PUE %s), " \
	    "maintenance (%s a year), staff and three utilisation scenarios") \
	X(MISTAKE_ONE_GPU_TYPE_S_IN, \
	    "Ein GPU-Typ (%s) in allen Knoten; Treiber- und Firmwarestände " \
	    "werden bei der Abnahme dokumentiert", \
	    "One GPU type (%s) in every node; driver and firmware versions " \
	    "are documented at acceptance") \
	X(LIST_AND, \
	    " und ", \
	    " and ") \
	X(BE_FROM_START, \
	    "von Beginn an", \
	    "from the start") \
	X(MONTH_PREFIX, \
	    "Monat ", \
	    "month ") \
	X(LEVELS_AT, \
	    "bei ", \
	    "at ") \
	X(LEVELS_UTILISATION, \
	    " Auslastung", \
	    " utilisation") \
	X(VERDICT_CHEAPEST_IS, \
	    "Am günstigsten ist ", \
	    "The cheapest option is ") \
	X(VERDICT_BUY_ALWAYS, \
	    "Kaufen lohnt sich in allen drei Auslastungsszenarien.", \
	    "Buying pays off in all three utilisation scenarios.") \
	X(VERDICT_HYBRID_ALWAYS, \
	    "Das Hybridmodell (eigene Hardware für die Grundlast, " \
	    "gemietete Kapazität für Spitzen) ist in allen drei " \
	    "Auslastungsszenarien am günstigsten.", \
	    "The hybrid model (own hardware for the base load, rented " \
	    "capacity for peaks) is cheapest in all three utilisation " \
	    "scenarios.") \
	X(ADVICE_GPU_MEMORY_HAS_ONLY, \
	    "Der GPU-Speicher hat nur ", \
	    "GPU memory has only ") \
	X(ADVICE_HEADROOM_OVER_THE_NEED_WE, \
	    " Reserve über dem Bedarf (geplant mit %s des GPU-Speichers für " \
	    "den Betrieb und %s Durchsatzreserve über dem Bedarf). Mehr " \
	    "Puffer " \
	    "erleichtert Debugging, Mixed Precision und größere Batches; zu " \
	    "wenig VRAM verschenkt Leistung durch Micro-Batches.", \
	    " headroom over the need (planned with %s of the GPU memory for " \
	    "serving and %s throughput headroom over the demand). More " \
	    "buffer eases " \
	    "debugging, mixed precision and larger batches, while too little " \
	    "VRAM wastes performance on micro-batches.") \
	X(ADVICE_THE_DATA_PIPELINE_NEEDS_ABOUT, \
	    "Die Datenpipeline braucht etwa ", \
	    "The data pipeline needs about ") \
	X(ADVICE_GB_S_WHILE_THE_PLANNED, \
	    " GB/s, die geplanten NVMe-Laufwerke liefern ", \
	    " GB/s while the planned NVMe drives deliver ") \
	X(ADVICE_GB_S_FAST_GPUS_WOULD, \
	    " GB/s: Schnelle GPUs würden auf langsame Datenträger warten. " \
	    "Wir empfehlen mehr NVMe-Laufwerke im RAID- oder ZFS-Verbund, " \
	    "mit Datensätzen, Checkpoints und Logs auf getrennten Volumes.", \
	    " GB/s: fast GPUs would wait for slow storage. We recommend " \
	    "more NVMe drives in RAID or ZFS, with datasets, checkpoints " \
	    "and logs on separate volumes.") \
	X(ADVICE_THE_SYSTEM_DRAWS_UP_TO, \
	    "Das System zieht bis zu ", \
	    "The system draws up to ") \
	X(ADVICE_KW_THE_RACK_IS_RATED, \
	    " kW, das Rack ist auf ", \
	    " kW, the rack is rated for ") \
	X(ADVICE_KW_CONFIRM_THE_RACK_S, \
	    " kW ausgelegt: Klären Sie die kW-Zuteilung pro Rack und die " \
	    "Kühlleistung mit dem Rechenzentrum, bevor Sie bestellen.", \
	    " kW: confirm the rack's kW allocation and the cooling " \
	    "capacity with the data centre before you order.") \
	X(ADVICE_DO_NOT_MIX_GPU_GENERATIONS, \
	    "Mischen Sie keine GPUs unterschiedlicher Generationen oder " \
	    "Treiberstände im selben Knoten (%.*s).", \
	    "Do not mix GPU generations or driver versions in one node " \
	    "(%.*s).") \
	X(ADVICE_S_FITS_IN_GPU_MEMORY, \
	    "„%.*s“ passt nur mit CPU-Offloading in den GPU-Speicher; das " \
	    "verlängert die Trainingszeit deutlich.", \
	    "“%.*s” fits in GPU memory only with CPU offloading, which " \
	    "lengthens training considerably.") \
	X(ADVICE_S_FITS_WITH_RECOMPUTATION, \
	    "„%.*s“ passt nur mit Neuberechnung der Aktivierungen " \
	    "(Activation Checkpointing) in den GPU-Speicher; das kostet " \
	    "rund ein Drittel mehr Rechenzeit.", \
	    "“%.*s” fits in GPU memory only with its activations recomputed " \
	    "(activation checkpointing), which costs about a third more " \
	    "compute.") \
	X(ADVICE_AVOID_GPUS_VRAM_QLORA, \
	    " Mehr GPUs, mehr VRAM pro GPU oder QLoRA vermeiden das.", \
	    " More GPUs, more VRAM per GPU or QLoRA avoid it.") \
	X(ADVICE_AVOID_GPUS_VRAM, \
	    " Mehr GPUs oder mehr VRAM pro GPU vermeiden das.", \
	    " More GPUs or more VRAM per GPU avoid it.") \
	X(ADVICE_AVOID_VRAM_QLORA, \
	    " Mehr VRAM pro GPU oder QLoRA vermeiden das; mehr GPUs " \
	    "nicht.", \
	    " More VRAM per GPU or QLoRA avoid it; more GPUs do not.") \
	X(ADVICE_AVOID_VRAM, \
	    " Mehr VRAM pro GPU vermeidet das; mehr GPUs nicht.", \
	    " More VRAM per GPU avoids it; more GPUs do not.") \
	X(ADVICE_THE_PINNED_CONFIGURATION_DOES_NOT, \
	    "Die vorgegebene Konfiguration erfüllt nicht alle " \
	    "Anforderungen: %.*s.", \
	    "The pinned configuration does not meet every requirement: " \
	    "%.*s.") \
	X(PINNED_CROWDED, \
	    "„%s“ braucht %s GPUs für sich allein, die neben den anderen " \
	    "Workloads keinen Platz haben (Workloads teilen sich keine GPU, " \
	    "ein Job bleibt in einem Knoten)", \
	    "“%s” needs %s GPUs of its own, which do not fit beside the " \
	    "other workloads (workloads share no GPU, and a job stays " \
	    "within one node)") \
	X(PINNED_MEMORY, \
	    "„%s“ braucht %s GB GPU-Speicher je GPU, nutzbar sind %s GB je " \
	    "%s", \
	    "“%s” needs %s GB of GPU memory per GPU, and %s GB of each %s " \
	    "are usable") \
	X(PINNED_FIX_MEMORY_SERVE, \
	    "; mehr GPUs, GPUs mit mehr Speicher oder eine niedrigere " \
	    "Präzision der Gewichte schaffen Abhilfe", \
	    "; more GPUs, GPUs with more memory or a lower weight precision " \
	    "would fix this") \
	X(PINNED_FIX_MEMORY_ONE_GPU, \
	    "; GPUs mit mehr Speicher oder eine niedrigere Präzision schaffen " \
	    "Abhilfe", \
	    "; GPUs with more memory or a lower precision would fix this") \
	X(PINNED_FIX_MEMORY_TRAIN, \
	    "; mehr GPUs oder GPUs mit mehr Speicher schaffen Abhilfe", \
	    "; more GPUs or GPUs with more memory would fix this") \
	X(PINNED_FIX_MEMORY_TRAIN_VRAM, \
	    "; GPUs mit mehr Speicher schaffen Abhilfe, mehr GPUs nicht", \
	    "; GPUs with more memory would fix this, more GPUs would not") \
	X(PINNED_RATE, \
	    "„%s“ erreicht %s Token/s je Sitzung, gefordert sind %s", \
	    "“%s” reaches %s tokens/s per sequence, and %s are required") \
	X(PINNED_RATE_HEADROOM, \
	    "„%s“ erreicht %s Token/s je Sitzung, gefordert sind %s " \
	    "zuzüglich %s Reserve, also %s", \
	    "“%s” reaches %s tokens/s per sequence, and %s are required " \
	    "plus a %s reserve, that is %s") \
	X(PINNED_FIX_RATE, \
	    "; eine niedrigere Präzision der Gewichte oder GPUs mit mehr " \
	    "Speicherbandbreite schaffen Abhilfe", \
	    "; a lower weight precision or GPUs with more memory bandwidth " \
	    "would fix this") \
	X(PINNED_TTFT, \
	    "„%s“ braucht für einen Prompt von %s Token %s s bis zum ersten " \
	    "Token, Ziel sind %s s", \
	    "“%s” takes, for a prompt of %s tokens, %s s to its first " \
	    "token, and the target is %s s") \
	X(PINNED_IMAGES, \
	    "„%s“ schafft %s Bilder/s, gefordert sind %s", \
	    "“%s” processes %s images/s, and %s are required") \
	X(PINNED_LATENCY, \
	    "„%s“ braucht %s ms je Bild, Ziel sind %s ms", \
	    "“%s” takes %s ms per image, and the target is %s ms") \
	X(PINNED_FP64, \
	    "„%s“ braucht dauerhaft %s TFLOPS FP64, das System liefert %s", \
	    "“%s” needs %s TFLOPS of sustained FP64, and the system " \
	    "delivers %s") \
	X(PINNED_DEADLINE, \
	    "Ein Lauf von „%s“ dauert %s h, die Frist ist %s h", \
	    "One run of “%s” takes %s h, and the deadline is %s h") \
	X(PINNED_RUNS, \
	    "„%s“ soll %s Läufe im Monat machen, zu je %s h; das passt " \
	    "nicht in einen Monat", \
	    "“%s” is to run %s times a month, %s h each, which does not " \
	    "fit in a month") \
	X(PINNED_MONTH_TOKENS, \
	    "„%s“ braucht für die Token eines Monats %s h; das passt nicht " \
	    "in einen Monat", \
	    "“%s” takes %s h for a month's tokens, which does not fit in a " \
	    "month") \
	X(PINNED_OTHER, \
	    "„%s“ %s", \
	    "“%s” %s") \
	X(PINNED_SYSTEM_OTHER, \
	    "Das System %s", \
	    "The system %s") \
	X(PINNED_MAX_GPUS, \
	    "Das System hat %s GPUs, erlaubt sind höchstens %s", \
	    "The system has %s GPUs, and at most %s are allowed") \
	X(PINNED_BUDGET, \
	    "Die Investition von %s übersteigt das Budget von %s", \
	    "The investment of %s exceeds the budget of %s") \
	X(ADVICE_THE_GPUS_NEED_LIQUID_COOLING, \
	    "Die GPUs brauchen Flüssigkeitskühlung (Direct-to-Chip): " \
	    "Klären Sie Kühlkreislauf, Anschlüsse und Wartung mit dem " \
	    "Rechenzentrum.", \
	    "The GPUs need liquid cooling (direct-to-chip): agree the " \
	    "coolant loop, its connections and its maintenance with the " \
	    "data centre.") \
	X(ADVICE_AT_MEDIUM_UTILISATION_THAT_IS, \
	    "Bei mittlerer Auslastung sind es nur etwa ", \
	    "At medium utilisation that is only about ") \
	X(ADVICE_GPU_HOURS_A_MONTH_BELOW, \
	    " GPU-Stunden im Monat. Unter rund 100 GPU-Stunden im Monat " \
	    "gewinnt fast immer das Mieten: Starten Sie mit gemieteter " \
	    "Kapazität, messen Sie die echte Auslastung über einige Wochen " \
	    "und kaufen Sie erst, wenn die Dauerlast es rechtfertigt.", \
	    " GPU-hours a month. Below roughly 100 GPU-hours a month " \
	    "renting almost always wins: start on rented capacity, measure " \
	    "the real utilisation for a few weeks, and buy only when " \
	    "sustained load justifies it.") \
	X(ADVICE_PLAN_MAINTENANCE_WINDOWS_AND_A, \
	    "Planen Sie Wartungsfenster und eine Ersatzteilstrategie ein: " \
	    "Ersatzteile vor Ort, Lieferzeiten, Remote-Hands und SLAs.", \
	    "Plan maintenance windows and a spare-parts strategy: spares " \
	    "on site, lead times, remote hands and SLAs.") \
	X(CHECK_POST_FIRMWARE_AND_DRIVER_VERSIONS, \
	    "POST, Firmware- und Treiberstände dokumentiert, in allen " \
	    "Knoten einheitlich", \
	    "POST, firmware and driver versions documented, the same on " \
	    "every node") \
	X(CHECK_SOFTWARE_STACK_ROCM_FRAMEWORKS_CONTAINER, \
	    "Software-Stack (ROCm, Frameworks, Container-Images) " \
	    "reproduzierbar installiert und auf Kompatibilität geprüft", \
	    "Software stack (ROCm, frameworks, container images) installed " \
	    "reproducibly and checked for compatibility") \
	X(CHECK_SOFTWARE_STACK_CUDA_FRAMEWORKS_CONTAINER, \
	    "Software-Stack (CUDA, Frameworks, Container-Images) " \
	    "reproduzierbar installiert", \
	    "Software stack (CUDA, frameworks, container images) installed " \
	    "reproducibly") \
	X(CHECK_BURN_IN_OF_AT_LEAST, \
	    "Burn-in über mindestens 72 Stunden unter Volllast vor dem " \
	    "Produktionsstart", \
	    "Burn-in of at least 72 hours under full load before going " \
	    "into production") \
	X(CHECK_ECC_ON_THERMALS_STABLE_UNDER, \
	    "ECC aktiv; thermische Limits unter Dauerlast stabil, kein " \
	    "Throttling", \
	    "ECC on; thermals stable under sustained load, no throttling") \
	X(CHECK_SUSTAINED_LOAD_TESTS_GPU_CPU, \
	    "Sustained-Load-Tests: GPU, CPU, RAM und NVMe parallel", \
	    "Sustained-load tests: GPU, CPU, RAM and NVMe in parallel") \
	X(CHECK_COOLANT_LOOP_LEAK_TIGHTNESS_FLOW, \
	    "Kühlkreislauf: Dichtheit, Durchfluss und Vorlauftemperatur " \
	    "unter Dauerlast geprüft", \
	    "Coolant loop: leak-tightness, flow and supply temperature " \
	    "checked under sustained load") \
	X(CHECK_NETWORK_LATENCY_AND_BANDWIDTH_MEASURED, \
	    "Netzwerk-Latenz und -Bandbreite unter Produktionslast gemessen", \
	    "Network latency and bandwidth measured under production load") \
	X(CHECK_SCALE_OUT_FABRIC_INFINIBAND_ROCE, \
	    "Scale-out-Fabric (InfiniBand/RoCE) mit einem " \
	    "RCCL-All-Reduce-Test über alle Knoten abgenommen", \
	    "Scale-out fabric (InfiniBand/RoCE) accepted with an RCCL " \
	    "all-reduce test across all nodes") \
	X(CHECK_SCALE_OUT_FABRIC_INFINIBAND_ROCE_2, \
	    "Scale-out-Fabric (InfiniBand/RoCE) mit einem " \
	    "NCCL-All-Reduce-Test über alle Knoten abgenommen", \
	    "Scale-out fabric (InfiniBand/RoCE) accepted with an NCCL " \
	    "all-reduce test across all nodes") \
	X(CHECK_LATENCY_P99_TIME_TO_FIRST, \
	    "Latenz (P99, Time to First Token) und Durchsatz unter " \
	    "Ziellast gemessen", \
	    "Latency (P99, time to first token) and throughput measured " \
	    "under target load") \
	X(CHECK_CHECKPOINT_WRITES_AND_A_RESTART, \
	    "Checkpoints schreiben und Wiederanlauf aus einem Checkpoint " \
	    "getestet", \
	    "Checkpoint writes and a restart from a checkpoint tested") \
	X(CHECK_MONITORING_AND_ALERTING_LIVE_METRICS, \
	    "Monitoring und Alerting aktiv: Metriken (GPU-Auslastung, " \
	    "VRAM, I/O, Latenzen, Thermik), Logs und Traces", \
	    "Monitoring and alerting live: metrics (GPU utilisation, VRAM, " \
	    "I/O, latencies, thermals), logs and traces") \
	X(CHECK_EMERGENCY_PLAN_SPARES_REMOTE_HANDS, \
	    "Notfallplan: Ersatzteile, Remote-Hands, SLAs", \
	    "Emergency plan: spares, remote hands, SLAs") \
	X(RISK_FAILURE_A_SINGLE_NODE_IS, \
	    "Ausfall: Ein einzelner Knoten ist ein Single Point of " \
	    "Failure. Halten Sie Ersatzteile und Wartungsfenster bereit " \
	    "und sehen Sie gemietete Kapazität als Ausweich vor.", \
	    "Failure: a single node is a single point of failure. Keep " \
	    "spares and maintenance windows ready and plan rented capacity " \
	    "as a fallback.") \
	X(RISK_SOFTWARE_AMD_INSTINCT_RUNS_ON, \
	    "Software: AMD Instinct setzt auf ROCm. Prüfen Sie Frameworks, " \
	    "Kernels und Container-Images vorab auf Kompatibilität; der " \
	    "Mietmarkt für AMD ist kleiner als der für NVIDIA.", \
	    "Software: AMD Instinct runs on ROCm. Check frameworks, " \
	    "kernels and container images for compatibility beforehand; " \
	    "the rental market for AMD is smaller than NVIDIA's.") \
	/* "mostly": of the 29 MoE cases that miss (docs/validation.md), \
	 * 25 measured slower than computed, four faster (42, 181, 182: \
	 * 4-bit experts on Blackwell at one to eight sequences; 207: a \
	 * benchmark whose requests run in waves) */ \
	X(RISK_SPEED_MOE, \
	    "Geschwindigkeit: %s ist ein Mixture-of-Experts-Modell. Bei " \
	    "solchen Modellen können veröffentlichte Messungen deutlich " \
	    "von den hier berechneten Tokens pro Sekunde abweichen, meist " \
	    "nach unten. Prüfen Sie den Durchsatz vor der Bestellung mit " \
	    "einem Lasttest auf der angebotenen Hardware.", \
	    "Speed: %s is a mixture-of-experts model. For such models, " \
	    "published measurements can differ markedly from the tokens per " \
	    "second computed here, mostly downwards. Test the throughput " \
	    "under load on the offered hardware before ordering.") \
	/* "in both directions": of the sixteen serving speed cases with \
	 * fp4 weights (docs/validation.md), eight measured 7-56 % slower \
	 * than computed (43, 81, 166, 168, 270-273: H100, B200 at 2,560 \
	 * sequences, A100), eight 1-37 % faster (41, 42, 55, 84, 85, 88, \
	 * 181, 182: NVFP4 and MXFP4 on B200, B300 and MI355X, H100 at \
	 * one) */ \
	X(RISK_SPEED_FP4, \
	    "Geschwindigkeit: %s läuft mit 4-Bit-Gewichten (FP4). " \
	    "Veröffentlichte Messungen mit 4-Bit-Gewichten wichen deutlich " \
	    "von solchen Berechnungen ab, in beide Richtungen: Wie schnell " \
	    "4-Bit-Kernel die Gewichte lesen, hängt von GPU und Software ab. " \
	    "Prüfen Sie den Durchsatz vor der Bestellung mit einem Lasttest " \
	    "auf der angebotenen Hardware.", \
	    "Speed: %s runs with 4-bit weights (FP4). Published measurements " \
	    "with 4-bit weights differed markedly from calculations like " \
	    "this one, in both directions: how fast 4-bit kernels read the " \
	    "weights depends on the GPU and the software. Test the " \
	    "throughput under load on the offered hardware before ordering.") \
	X(RISK_TTFT_UNDER_LOAD, \
	    "Zeit bis zum ersten Token: Berechnet ist die Rechenzeit der " \
	    "GPUs. In veröffentlichten Messungen auf %s-GPUs mit Modellen " \
	    "ohne Mixture-of-Experts dauerte sie unter Last bis zu %s-mal " \
	    "so lange, und der Server (HTTP, Tokenisierung, " \
	    "Scheduling) brauchte je Anfrage bis zu %s mehr; damit würde das " \
	    "Ziel von %s verfehlt. Prüfen Sie sie vor der Bestellung mit " \
	    "einem Lasttest auf der angebotenen Hardware.", \
	    "Time to first token: what is computed here is the GPUs' time. " \
	    "In published measurements on %s GPUs of models without mixture " \
	    "of experts it took up to %s times as long under load, and the " \
	    "server (HTTP, tokenising, scheduling) took up to " \
	    "%s more per request, which would miss the target of %s. Test it " \
	    "under load on the offered hardware before ordering.") \
	/* a reasoning model planned without output_tokens_cv: the \
	 * engine's rate at SPEED_REASONING_CV (result.h spread_*); the \
	 * clause after it says what that means for the target and the \
	 * memory */ \
	X(RISK_ANSWER_SPREAD, \
	    "Antwortlängen: %s ist ein Reasoning-Modell, das vor der " \
	    "Antwort ausführlich nachdenkt; seine Antworten sind daher sehr " \
	    "unterschiedlich lang. Diese Planung nimmt gleich lange " \
	    "Antworten an. Streuen die Längen so stark wie in " \
	    "veröffentlichten Messungen mit gemischten Aufgaben " \
	    "(Standardabweichung " \
	    "das %s-Fache des Mittelwerts), erzeugt das System je Sitzung " \
	    "%s statt %s.%s Messen Sie die Antwortlängen Ihrer Anwendung " \
	    "vor der Bestellung, damit mit ihrer Streuung geplant werden " \
	    "kann.", \
	    "Answer lengths: %s is a reasoning model that thinks at length " \
	    "before it answers, so its answers vary widely in length. This " \
	    "plan assumes answers of equal length. If they vary as much as " \
	    "in published measurements of mixed tasks (a standard deviation %s " \
	    "times the mean), the system generates %s instead of %s per " \
	    "sequence.%s Measure the answer lengths of your application " \
	    "before ordering, so that the plan can use their spread.") \
	X(RISK_ANSWER_SPREAD_MEETS, \
	    " Auch dann erreicht es das Ziel von %s je Sitzung.", \
	    " That still meets the target of %s per sequence.") \
	X(RISK_ANSWER_SPREAD_MISSES, \
	    " Das liegt unter dem Ziel von %s je Sitzung.", \
	    " That is below the target of %s per sequence.") \
	X(RISK_ANSWER_SPREAD_MEMORY, \
	    " Der GPU-Speicher fasst dann nicht mehr alle %s gleichzeitigen " \
	    "Sitzungen; die übrigen warten.", \
	    " The GPU memory then no longer holds all %s concurrent " \
	    "sequences; the others wait.") \
	/* what the same workload needs planned at that spread \
	 * (result.h spread_gpus_needed): more GPUs, the same ones in \
	 * another split, or none within the GPUs the plan may use */ \
	X(RISK_ANSWER_SPREAD_GPUS, \
	    " Für so unterschiedlich lange Antworten geplant, braucht dieser " \
	    "Workload %s GPUs dieses Typs statt %s.", \
	    " Planned for answers that vary this much, this workload needs " \
	    "%s GPUs of this type instead of %s.") \
	X(RISK_ANSWER_SPREAD_LAYOUT, \
	    " Für so unterschiedlich lange Antworten geplant, reichen " \
	    "dieselben %s GPUs, anders aufgeteilt (Tensor-Parallelität %s).", \
	    " Planned for answers that vary this much, the same %s GPUs " \
	    "suffice, split differently (tensor parallelism %s).") \
	X(RISK_ANSWER_SPREAD_NO_PLAN, \
	    " Für so unterschiedlich lange Antworten reichen auch %s GPUs " \
	    "dieses Typs nicht.", \
	    " For answers that vary this much, even %s GPUs of this type " \
	    "do not suffice.") \
	X(MISTAKE_BUYING_TOO_LITTLE_VRAM_AND, \
	    "Zu wenig VRAM einkaufen und mit Micro-Batches Leistung " \
	    "verschenken", \
	    "Buying too little VRAM and wasting performance on " \
	    "micro-batches") \
	X(MISTAKE_UNDERESTIMATING_I_O_FAST_GPUS, \
	    "I/O unterschätzen: Schnelle GPUs warten auf langsame " \
	    "Datenträger", \
	    "Underestimating I/O: fast GPUs waiting for slow storage") \
	X(MISTAKE_LOOKING_AT_CAPEX_ONLY_NOT, \
	    "Nur CapEx betrachten, OpEx (Strom, Kühlung) nicht modellieren", \
	    "Looking at capex only, not modelling opex (power, cooling)") \
	X(MISTAKE_MIXING_INCOMPATIBLE_GPUS_OR_DRIVER, \
	    "Nicht kompatible GPUs oder Treiberstände im selben Knoten " \
	    "mischen", \
	    "Mixing incompatible GPUs or driver versions in one node") \
	X(MISTAKE_NO_MAINTENANCE_WINDOWS_AND_NO, \
	    "Keine Wartungsfenster und keine Ersatzteilstrategie einplanen", \
	    "No maintenance windows and no spare-parts strategy") \
	X(MISTAKE_AN_EMERGENCY_PLAN_WITH_SPARES, \
	    "Notfallplan mit Ersatzteilen, Remote-Hands und SLAs ist Teil " \
	    "der Abnahme", \
	    "An emergency plan with spares, remote hands and SLAs is part " \
	    "of acceptance") \
	X(NO_RENT_PRICE, \
	    "kein Mietpreis", \
	    "no rental price") \
	X(OFFER_BUY_FROM, \
	    "Eigene Hardware wird erst ab einer Auslastung von %s " \
	    "günstiger als die Miete.", \
	    "Own hardware becomes cheaper than renting only from %s " \
	    "utilisation on.") \
	X(OFFER_NEVER_BUY, \
	    "Selbst bei voller Auslastung ist eigene Hardware über %d " \
	    "Monate nicht günstiger als die Miete.", \
	    "Even at full utilisation, own hardware is not cheaper than " \
	    "renting over %d months.") \
	X(OFFER_COLOCATION, \
	    "Am günstigsten betreiben Sie das System in einer Colocation.", \
	    "The cheapest way to run the system is in a colocation data " \
	    "centre.") \
	X(OFFER_HYBRID, \
	    "Am günstigsten ist der Hybridbetrieb: eigene Hardware für die " \
	    "Grundlast, gemietete Kapazität für Spitzen.", \
	    "The cheapest is hybrid operation: own hardware for the base " \
	    "load, rented capacity for peaks.") \
	X(OFFER_HYBRID_PART, \
	    "Am günstigsten ist der Hybridbetrieb: Sie kaufen %d der %d " \
	    "GPUs (%s inklusive Installation) für die Grundlast und mieten " \
	    "Kapazität für Spitzen.", \
	    "The cheapest is hybrid operation: you buy %d of the %d GPUs " \
	    "(%s including installation) for the base load and rent " \
	    "capacity for peaks.") \
	X(OFFER_HYBRID_PART_ONE, \
	    "Am günstigsten ist der Hybridbetrieb: Sie kaufen eine der %d " \
	    "GPUs (%s inklusive Installation) für die Grundlast und mieten " \
	    "Kapazität für Spitzen.", \
	    "The cheapest is hybrid operation: you buy one of the %d GPUs " \
	    "(%s including installation) for the base load and rent " \
	    "capacity for peaks.") \
	X(OPT_HYBRID_BOUGHT, \
	    " gekauft, weitere in Spitzen gemietet", \
	    " bought, more rented at peaks") \
	X(OPT_NAME_RECOMMENDED, \
	    "Empfehlung", \
	    "Recommendation") \
	X(OPT_NAME_BUY, \
	    "Kauf", \
	    "Buying") \
	X(OPT_NAME_MORE_HEADROOM, \
	    "Mehr Reserve", \
	    "More headroom") \
	X(OPT_NAME_OTHER_VENDOR, \
	    "Anderer Hersteller", \
	    "Other vendor") \
	X(OPT_NAME_FEWER_GPUS, \
	    "Weniger GPUs", \
	    "Fewer GPUs") \
	X(OPT_NAME_RENT, \
	    "Miete", \
	    "Renting") \
	X(OPT_NAME_HYBRID, \
	    "Hybrid", \
	    "Hybrid") \
	X(OPT_WHY_RECOMMENDED, \
	    "die geringsten Gesamtkosten bei mittlerer Auslastung", \
	    "the lowest total cost at medium utilisation") \
	X(OPT_WHY_BUY, \
	    "eigene Hardware statt Miete", \
	    "own hardware instead of renting") \
	X(OPT_WHY_MORE_HEADROOM, \
	    "%d GPUs mehr als Reserve für Wachstum", \
	    "%d more GPUs as headroom for growth") \
	X(OPT_WHY_ONE_MORE, \
	    "eine GPU mehr als Reserve für Wachstum", \
	    "one more GPU as headroom for growth") \
	X(OPT_WHY_ONE_FEWER, \
	    "eine GPU weniger", \
	    "one GPU fewer") \
	X(OPT_VS_BUY, \
	    " als beim Kauf der Empfehlung", \
	    " than buying the recommended system") \
	X(OPT_WHY_OTHER_VENDOR, \
	    "%s statt %s", \
	    "%s instead of %s") \
	X(OPT_WHY_FEWER_GPUS, \
	    "%d GPUs weniger", \
	    "%d fewer GPUs") \
	X(OPT_WHY_RENT, \
	    "keine Investition, am günstigsten bei %s Auslastung", \
	    "no investment, the cheapest at %s utilisation") \
	X(OPT_WHY_HYBRID, \
	    "eigene Grundlast, gemietete Spitzen, am günstigsten bei %s " \
	    "Auslastung", \
	    "own base load, rented peaks, the cheapest at %s utilisation") \
	X(OPT_CAPEX_MORE, \
	    "%s mehr Investition", \
	    "%s more capex") \
	X(OPT_CAPEX_LESS, \
	    "%s weniger Investition", \
	    "%s less capex") \
	X(OPT_TCO_MORE, \
	    "%s höhere Gesamtkosten", \
	    "%s higher total cost") \
	X(OPT_TCO_LESS, \
	    "%s geringere Gesamtkosten", \
	    "%s lower total cost") \
	X(OPT_TCO_SAME, \
	    "gleiche Gesamtkosten", \
	    "the same total cost") \
	X(OPT_PER_YEAR, \
	    "pro Jahr", \
	    "per year") \
	X(OPT_PER_MONTH, \
	    "pro Monat", \
	    "per month") \
	X(OPT_PER_ONCE, \
	    "einmalig", \
	    "one-off") \
	X(OPT_NO_RESPONSE, \
	    "–", \
	    "–") \
	X(OPT_PER_USER_LEAD, \
	    "Kosten je Nutzer und Monat bei mittlerer Auslastung " \
	    "(%s Nutzer, %d Monate):", \
	    "Cost per user and month at medium utilisation " \
	    "(%s users, %d months):") \
	X(VERDICT_NO_RENT_PRICE_ONLY, \
	    "Für das empfohlene System liegt kein Mietpreis vor; gerechnet " \
	    "ist daher nur eine Betriebsart: %s.", \
	    "There is no rental price for the recommended system, so one " \
	    "operating model is computed: %s.") \
	X(VERDICT_NO_RENT_PRICE, \
	    "Für das empfohlene System liegt kein Mietpreis vor, daher " \
	    "vergleichen wir nur die eigenen Betriebsarten. ", \
	    "There is no rental price for the recommended system, so only " \
	    "the own operating models are compared. ") \
	X(RISK_UTILISATION_NEVER, \
	    "Auslastung: Die Wirtschaftlichkeit hängt an der tatsächlichen " \
	    "Nutzung. Auch bei %s Auslastung, dem oberen Szenario, wird der " \
	    "Break-even gegenüber der Miete innerhalb von %d Monaten nicht " \
	    "erreicht. %s Messen Sie die Auslastung in den ersten Monaten " \
	    "und vergleichen Sie sie mit diesen Szenarien.", \
	    "Utilisation: the economics depend on actual use. Even at %s " \
	    "utilisation, the upper scenario, break-even against renting " \
	    "is not reached within %d months. %s Measure utilisation in " \
	    "the first months and compare it with these scenarios.") \
	X(RISK_UTILISATION_NO_RENT, \
	    "Auslastung: Die Kosten je genutzter GPU-Stunde hängen an der " \
	    "tatsächlichen Nutzung (%s bis %s in diesen Szenarien); einen " \
	    "Vergleich mit der Miete gibt es nicht, da für dieses System " \
	    "kein Mietpreis vorliegt. Messen Sie die Auslastung in den " \
	    "ersten Monaten.", \
	    "Utilisation: the cost per used GPU-hour depends on actual use " \
	    "(%s to %s in these scenarios); there is no comparison with " \
	    "renting, as no rental price exists for this system. Measure " \
	    "utilisation in the first months.") \
	X(NEVER_WITHIN, \
	    "nie innerhalb von %d %s", \
	    "never within %d %s") \
	X(MONTH_ONE, \
	    "Monat", \
	    "month") \
	X(MONTHS_MANY, \
	    "Monaten", \
	    "months") \
	X(VERDICT_ONE_MODEL, \
	    "Von den verglichenen Betriebsarten ist %s in allen drei " \
	    "Auslastungsszenarien am günstigsten.", \
	    "Of the operating models compared, %s is cheapest in all three " \
	    "utilisation scenarios.") \
	X(VERDICT_GROUP, \
	    "%1$s %2$s", \
	    "%2$s %1$s") \
	X(VERDICT_RENT_ALWAYS, \
	    "Mieten %s ist in allen drei Auslastungsszenarien günstiger " \
	    "als Kaufen.", \
	    "Renting %s is cheaper than buying in all three utilisation " \
	    "scenarios.") \
	X(VERDICT_RENT_HYBRID_BUY, \
	    "Mieten %s ist bei niedriger Auslastung am günstigsten, das " \
	    "Hybridmodell bei mittlerer, und bei hoher Auslastung lohnt " \
	    "sich Kaufen.", \
	    "Renting %s is cheapest at low utilisation, the hybrid model " \
	    "at medium, and buying pays off at high utilisation.") \
	X(BE_NOT_REACHED, \
	    "wird der Break-even gegenüber der Miete innerhalb von %d " \
	    "Monaten nicht erreicht", \
	    "break-even against renting is not reached within %d months") \
	X(BE_NOT_REACHED_AGAIN, \
	    "wird er innerhalb von %d Monaten nicht erreicht", \
	    "it is not reached within %d months") \
	X(BE_COMES, \
	    "liegt der Break-even gegenüber der Miete bei ", \
	    "break-even against renting comes in ") \
	X(BE_COMES_AGAIN, \
	    "liegt er bei ", \
	    "it comes in ") \
	X(CHART_BE_TITLE, \
	    "Kumulierte Kosten und Break-even", \
	    "Cumulative cost and break-even") \
	X(CHART_BE_TITLE_AT, \
	    "Kumulierte Kosten und Break-even bei mittlerer Auslastung (%s)", \
	    "Cumulative cost and break-even at medium utilisation (%s)") \
	X(CHART_BE_MARK, \
	    "Break-even Monat ", \
	    "Break-even month ") \
	X(CHART_BE_PANEL_LOW, \
	    "Niedrige Auslastung (%s)", \
	    "Low utilisation (%s)") \
	X(CHART_BE_PANEL_HIGH, \
	    "Hohe Auslastung (%s)", \
	    "High utilisation (%s)") \
	X(CHART_BE_NONE, \
	    "Kein Break-even in %d Monaten", \
	    "No break-even within %d months") \
	X(CHART_BE_MARK_HYBRID, \
	    "Hybrid: Break-even Monat ", \
	    "Hybrid: break-even month ") \
	X(CHART_BAND, \
	    "80 %% der Fälle: Break-even zwischen Monat %s und %s", \
	    "80%% of cases: break-even between month %s and %s") \
	X(CHART_BAND_OPEN, \
	    "80 %% der Fälle: Break-even ab Monat %s, ein Teil nicht innerhalb von %d Monaten", \
	    "80%% of cases: break-even from month %s, some not within %d months") \
	X(CHART_MONTHS, \
	    "Monate", \
	    "Months") \
	X(CHART_CUMULATIVE_COST, \
	    "Kumulierte Kosten (%s)", \
	    "Cumulative cost (%s)") \
	X(CHART_MONTHS_SHORT, \
	    " Mon.", \
	    " mo.") \
	X(CHART_TORNADO_TITLE, \
	    "Ersparnis Kauf gegenüber Miete (mittlere Auslastung)", \
	    "Saving of buying over renting (medium utilisation)") \
	X(CHART_TORNADO_AXIS, \
	    "Mietkosten minus Kaufkosten über den Horizont", \
	    "Rent total minus buy total over the horizon") \
	X(CHART_BASE, \
	    "Basis", \
	    "Base") \
	X(CHART_PARAM_LOW, \
	    "Parameter niedrig", \
	    "Parameter low") \
	X(CHART_PARAM_HIGH, \
	    "Parameter hoch", \
	    "Parameter high") \
	X(COMMIT_BEYOND, \
	    "Die Cloud-Zusage (%s) läuft %d Monate über den Horizont von %d Monaten hinaus. Diese Monate sind gezahlt, ob genutzt oder nicht, und deshalb in der Cloud-Summe enthalten: %s.", \
	    "The cloud commitment (%s) runs %d months past the %d-month horizon. Those months are paid, used or not, and are therefore counted in the cloud total: %s.") \
	X(FIN_LEASING, \
	    "Die eigene Hardware wird geleast: %d Monatsraten zu je %s (Leasingfaktor %s der finanzierten Investition pro Monat), Anzahlung %s, Kaufoption am Ende %s; insgesamt gezahlt %s. Die Raten ersetzen den Kaufpreis im Zahlungsstrom, in den Grafiken und im Break-even.", \
	    "The own hardware is leased: %d monthly payments of %s each (leasing factor %s of the financed capex a month), down payment %s, buy-out at the end %s; paid in total %s. The payments replace the purchase price in the cash flow, the charts and the break-even.") \
	X(FIN_LOAN, \
	    "Die eigene Hardware wird mit einem Kredit finanziert: %d Monatsraten (Annuität) zu je %s bei %s Zins im Jahr, Anzahlung %s; insgesamt gezahlt %s. Die Raten ersetzen den Kaufpreis im Zahlungsstrom, in den Grafiken und im Break-even.", \
	    "The own hardware is financed by a loan: %d monthly payments (annuity) of %s each at %s interest a year, down payment %s; paid in total %s. The payments replace the purchase price in the cash flow, the charts and the break-even.") \
	X(FIN_BEYOND, \
	    " %d Raten fallen nach dem Horizont an; sie sind geschuldet und in der Summe enthalten.", \
	    " %d payments fall after the horizon; they are owed and counted in the total.") \
	X(TAX_LEAD, \
	    "Nach Steuern (eine Schätzung, keine Steuerberatung): Bei einem Steuersatz von %s (Einkommen- bzw. Körperschaft- und Gewerbesteuer) und %s kosten die Betriebsarten über %d Monate bei mittlerer Auslastung: ", \
	    "After tax (an estimate, not tax advice): at a tax rate of %s (income or corporate tax plus trade tax) and %s, the operating models cost over %d months at medium utilisation: ") \
	X(TAX_IMMEDIATE, \
	    "Abschreibung der Hardware im Jahr der Anschaffung (zulässig für Computerhardware seit 2021, BMF-Schreiben vom 26.02.2021)", \
	    "the hardware written off in the year of purchase (allowed for computer hardware since 2021, BMF letter of 26 Feb 2021)") \
	X(TAX_LINEAR, \
	    "linearer Abschreibung der Hardware über %d Jahre", \
	    "straight-line depreciation of the hardware over %d years") \
	X(TAX_ITEM, \
	    "%s %s", \
	    "%s %s") \
	X(TAX_TAIL, \
	    ". Miete und Betriebskosten sind abgesetzt, wenn sie anfallen, die Hardware wie abgeschrieben (Leasingraten wie gezahlt, Kreditzinsen wie gezahlt), der Verkauf zum Restwert ist Ertrag; die Steuer gilt im Monat des Abzugs als gespart. Sprechen Sie die Abschreibung mit Ihrer Steuerberatung ab.", \
	    ". Rent and running costs are deducted as they fall, the hardware as depreciated (leasing payments and loan interest as paid), the sale at the residual value is income; the tax counts as saved in the month of the deduction. Please discuss depreciation with your tax adviser.") \
	X(UNC_LEAD, \
	    "Mit 80 %% Wahrscheinlichkeit liegen die Gesamtkosten über %s Monate in diesen Spannen (%s Simulationsläufe, alle unsicheren Annahmen zugleich variiert):", \
	    "With 80%% probability the total cost over %s months lies in these ranges (%s simulated cases, all uncertain assumptions varied together):") \
	X(UNC_ITEM, \
	    "%s: zwischen %s und %s (Median %s)", \
	    "%s: between %s and %s (median %s)") \
	X(UNC_ODDS, \
	    "Der Kauf ist in %s der Fälle günstiger als die Miete.", \
	    "Buying is cheaper than renting in %s of the cases.") \
	X(UNC_ODDS_NONE, \
	    "Der Kauf ist in keinem der simulierten Fälle günstiger als die " \
	    "Miete.", \
	    "Buying is cheaper than renting in none of the simulated cases.") \
	X(UNC_ODDS_ALL, \
	    "Der Kauf ist in allen simulierten Fällen günstiger als die " \
	    "Miete.", \
	    "Buying is cheaper than renting in every simulated case.") \
	X(UNC_BELOW, \
	    "unter %s", \
	    "below %s") \
	X(UNC_ABOVE, \
	    "über %s", \
	    "above %s") \
	X(UNC_BE_RANGE, \
	    " Der Break-even liegt mit 80 %% Wahrscheinlichkeit zwischen %s und %s (Median %s).", \
	    " With 80%% probability, break-even falls between %s and %s (median %s).") \
	X(UNC_BE_OPEN, \
	    " Der Break-even liegt frühestens bei %s (P10), im Median bei: %s; in mindestens 10 %% der Fälle wird er innerhalb von %d Monaten nicht erreicht.", \
	    " Break-even comes at %s at the earliest (P10), in the median: %s; in at least 10%% of the cases it is not reached within %d months.") \
	X(UNC_BE_NEVER, \
	    " In mindestens 90 %% der Fälle wird der Break-even innerhalb von %d Monaten nicht erreicht.", \
	    " In at least 90%% of the cases break-even is not reached within %d months.") \
	X(CHART_NO_DATA, \
	    "Keine Daten", \
	    "No data") \
	/* the change report (changes.md, gpuplan diff: src/batch/changes.c) */ \
	X(CHG_GPU_PRICE, \
	    "Kaufpreis %s", \
	    "Purchase price %s") \
	X(CHG_HOST_PRICE, \
	    "Serverpreis ohne GPUs für %s", \
	    "Server price without GPUs for %s") \
	X(CHG_NETWORK_PRICE, \
	    "Scale-out-Netzwerk je Knoten für %s", \
	    "Scale-out network per node for %s") \
	X(CHG_CLOUD_PRICE, \
	    "Cloud-Preis je GPU-Stunde %s", \
	    "Cloud price per GPU-hour %s") \
	X(CHG_ENERGY_PRICE, \
	    "Energiepreis je kWh", \
	    "Energy price per kWh") \
	X(CHG_PUE, \
	    "PUE (Energie des Rechenzentrums je kWh IT-Last)", \
	    "PUE (data-centre energy per kWh of IT load)") \
	X(CHG_COLOCATION_PRICE, \
	    "Colocation je kW und Monat", \
	    "Colocation per kW and month") \
	X(CHG_MAINTENANCE, \
	    "Wartung und Support pro Jahr, Anteil an der Investition", \
	    "Maintenance and support a year, share of capex") \
	X(CHG_CAPEX, \
	    "Investition", \
	    "Capex") \
	X(CHG_TOTAL, \
	    "Gesamtkosten %1$s, Auslastung %2$s", \
	    "Total cost %1$s, %2$s utilisation") \
	X(CHG_BREAK_EVEN, \
	    "Break-even, Auslastung %s", \
	    "Break-even, %s utilisation") \
	X(CHG_RECOMMENDATION, \
	    "Empfehlung", \
	    "Recommendation") \
	X(CHG_NONE, \
	    "keine", \
	    "none") \
	X(CHG_BEFORE, \
	    "vorher", \
	    "before") \
	X(CHG_STATUS, \
	    "Status", \
	    "status") \
	X(CHG_TABLE_HEAD, \
	    "| Was | Vorher | Nachher | Differenz | Änderung |", \
	    "| What | Before | After | Difference | Change |") \
	X(CHG_MONTH_N, \
	    "Monat %s", \
	    "month %s") \
	X(CHG_MONTHS_DIFF, \
	    "%s Monate", \
	    "%s months") \
	X(CHG_NEVER, \
	    "nie", \
	    "never") \
	X(CHG_HEAD, \
	    "# Was sich geändert hat", \
	    "# What changed") \
	X(CHG_INTRO, \
	    "Preise vom %1$s (vorher: %2$s); Szenarien: %3$s (vorher: %4$s).", \
	    "Prices as of %1$s (before: %2$s); scenarios: %3$s (before: %4$s).") \
	X(CHG_TOOL_CHANGED, \
	    "Gebaut mit einem anderen gpuplan als der Vergleichslauf: jetzt %1$s, vorher %2$s. Zahlen können sich ändern, ohne dass sich Preise oder Szenarien geändert haben.", \
	    "Built with another gpuplan than the compared run: now %1$s, before %2$s. Figures can move without a change of prices or scenarios.") \
	X(CHG_PRICES_HEAD, \
	    "## Geänderte Preise", \
	    "## Prices that changed") \
	X(CHG_PRICES_LEAD, \
	    "Aus der Preisliste, in ihrer Währung; was sie in den Angeboten bewegen, steht bei den Szenarien darunter.", \
	    "From the price list, in its currency; what they move in the proposals is under each scenario below.") \
	X(CHG_HOST_CLASS_PRICE, \
	    "Serverpreis ohne GPUs: %s", \
	    "Server price without GPUs: %s") \
	X(CHG_COMMIT_DISCOUNT, \
	    "Rabatt bei Cloud-Bindung: %s", \
	    "Cloud commitment discount: %s") \
	X(CHG_FAILING_HEAD, \
	    "## Jetzt fehlerhaft", \
	    "## Now failing") \
	X(CHG_FAILING_LEAD, \
	    "Diese Szenarien wurden vorher gebaut und lassen sich jetzt nicht mehr laden oder bauen; die Befunde stehen in der Ausgabe des Builds.", \
	    "These scenarios were built before and now fail to load or build; the findings are in the build's output.") \
	X(CHG_DROPPED_HEAD, \
	    "## Kaufpreise entfallen", \
	    "## Purchase prices dropped") \
	X(CHG_DROPPED_LEAD, \
	    "Die neue Preisliste hat für diese GPUs keinen Kaufpreis mehr, die vorige hatte einen; sie können nicht mehr zum Kauf empfohlen werden:", \
	    "The new price file has no purchase price for these GPUs, which the previous one had; they can no longer be recommended for purchase:") \
	X(CHG_ADDED_HEAD, \
	    "## Kaufpreise hinzugekommen", \
	    "## Purchase prices added") \
	X(CHG_ADDED_LEAD, \
	    "Die neue Preisliste hat für diese GPUs einen Kaufpreis, der vorigen fehlte er:", \
	    "The new price file has a purchase price for these GPUs, which the previous one lacked:") \
	X(CHG_NEW_HEAD, \
	    "## Neue Szenarien", \
	    "## New scenarios") \
	X(CHG_REMOVED_HEAD, \
	    "## Entfernte Szenarien", \
	    "## Removed scenarios") \
	X(CHG_UNCHANGED_HEAD, \
	    "## Unverändert", \
	    "## Unchanged") \
	X(SAMPLE_MARK, \
	    "Muster – nicht zum Versand", \
	    "Sample – not for sending") \
	X(PROPOSAL_NO, \
	    "Angebot", \
	    "Proposal") \
	X(VALIDITY_DAYS, \
	    "%1$d Tage ab Angebotsdatum, bis %2$s", \
	    "%1$d days from its date, until %2$s") \
	X(SUPPORT_INCLUDED, \
	    "im Preis enthalten", \
	    "included in the price") \
	X(PER_YEAR, \
	    " pro Jahr", \
	    " a year") \
	X(PCT_OF_HARDWARE_YEAR, \
	    " der Hardware pro Jahr (%s)", \
	    " of the hardware a year (%s)") \
	/* end of WORD_PHRASES */

/* The phrases' names: W_GPU_PRICE, ... */
enum word_phrase {
#define WORD_PHRASE_KEY(key, ...)	W_##key,
	WORD_PHRASES(WORD_PHRASE_KEY)
#undef WORD_PHRASE_KEY
	W__MAX
};

#endif

# bash completion for gpuplan(1).
# Installed by `make install` as $(PREFIX)/share/bash-completion/completions/gpuplan,
# where bash-completion loads it on first use; or source this file from ~/.bashrc.
# The option names are those of the getopt tables in src/cmd/cmd_*.c; keep
# them in step (tests/integrations.sh compares them with `gpuplan CMD --help`).
# shellcheck disable=SC2207  # COMPREPLY=($(compgen ...)) is the completion idiom

# _gpuplan_files: complete scenario files (*.yaml, *.yml) and directories.
_gpuplan_files()
{
	local IFS=$'\n'
	# two patterns rather than !*.@(yaml|yml): that one needs extglob
	COMPREPLY+=($(compgen -f -X '!*.yaml' -- "$cur"))
	COMPREPLY+=($(compgen -f -X '!*.yml' -- "$cur"))
	COMPREPLY+=($(compgen -d -- "$cur"))
}

# _gpuplan: the completion function of gpuplan; reads COMP_WORDS and
# COMP_CWORD, fills COMPREPLY.
_gpuplan()
{
	local cur prev cmd i opts
	local commands="check show build diff merge catalog init schema model help version"
	COMPREPLY=()
	cur=${COMP_WORDS[COMP_CWORD]}
	prev=
	[ "$COMP_CWORD" -gt 0 ] && prev=${COMP_WORDS[COMP_CWORD-1]}

	# the command is the first word after gpuplan that is not an option
	cmd=
	for ((i = 1; i < COMP_CWORD; i++)); do
		case ${COMP_WORDS[i]} in
		-*) ;;
		*) cmd=${COMP_WORDS[i]}; break ;;
		esac
	done
	if [ -z "$cmd" ]; then
		COMPREPLY=($(compgen -W "$commands --help --version" -- "$cur"))
		return 0
	fi

	# values of options that take one
	case $prev in
	--format|-f)
		case $cmd in
		check) COMPREPLY=($(compgen -W "text json github junit sarif" -- "$cur")) ;;
		show) COMPREPLY=($(compgen -W "text json" -- "$cur")) ;;
		build) COMPREPLY=($(compgen -W "text junit" -- "$cur")) ;;
		diff) COMPREPLY=($(compgen -W "md json" -- "$cur")) ;;
		catalog) COMPREPLY=($(compgen -W "text json" -- "$cur")) ;;
		esac
		return 0 ;;
	--type|-t)
		COMPREPLY=($(compgen -W "llm-inference llm-finetune llm-pretrain
		    vision-inference simulation embeddings rag" -- "$cur"))
		return 0 ;;
	--prices|--vendor|--compare-to)
		local IFS=$'\n'
		COMPREPLY=($(compgen -f -- "$cur"))
		return 0 ;;
	--catalog|--templates|-o|--output)
		local IFS=$'\n'
		COMPREPLY=($(compgen -d -- "$cur"))
		return 0 ;;
	-j|--jobs|--shard|--fail-if)
		return 0 ;;
	esac

	case $cmd in
	check) opts="--format --strict --prices --catalog --help" ;;
	show) opts="--format --prices --vendor --catalog --help" ;;
	build) opts="-o --output -j --jobs --force -q --quiet --prices --vendor
	    --catalog --templates --compare-to --fail-if --shard --format --help" ;;
	diff) opts="-o --output --format --help" ;;
	merge) opts="-o --output --help" ;;
	catalog) opts="--format --prices --catalog --help" ;;
	init) opts="-t --type --help" ;;
	schema) opts="--help" ;;
	model) opts="--help" ;;
	help) COMPREPLY=($(compgen -W "$commands" -- "$cur")); return 0 ;;
	*) return 0 ;;
	esac
	if [[ $cur == -* ]]; then
		COMPREPLY=($(compgen -W "$opts" -- "$cur"))
		return 0
	fi
	case $cmd in
	check|show|build) _gpuplan_files ;;
	catalog) COMPREPLY=($(compgen -W "gpus models prices clouds" -- "$cur")) ;;
	schema) COMPREPLY=($(compgen -W "scenario vendor" -- "$cur")) ;;
	model)
		# gpuplan model import FILE: the action, then a config.json
		if [ "$prev" = model ]; then
			COMPREPLY=($(compgen -W "import" -- "$cur"))
		else
			local IFS=$'\n'
			COMPREPLY=($(compgen -f -X '!*.json' -- "$cur"))
			COMPREPLY+=($(compgen -d -- "$cur"))
		fi ;;
	init) _gpuplan_files ;;
	merge)
		local IFS=$'\n'
		COMPREPLY=($(compgen -d -- "$cur")) ;;
	diff)
		local IFS=$'\n'
		COMPREPLY=($(compgen -f -- "$cur")) ;;
	esac
	return 0
}
complete -o filenames -F _gpuplan gpuplan

# bash completion for nearby(1)
_nearby() {
    local cur prev words cword
    cur="${COMP_WORDS[COMP_CWORD]}"
    prev="${COMP_WORDS[COMP_CWORD-1]}"
    # The subcommand is the first word that is not an option or an option's value, so
    # options may come before it (nearby --db x.sqlite list).
    local sub="" i
    for (( i = 1; i < COMP_CWORD; i++ )); do
        case "${COMP_WORDS[i]}" in
            list|import|tiles|snap|places|hours|route) sub="${COMP_WORDS[i]}"; break ;;
            --at|--near|--provider|--base-url|--query|--category|--radius|--limit|--span|--distance-filter|--db|--route|--speed|--time|--log|--style|--lang|--format|--tiles|--tile-cache-mb|--timeout|--size|--geocoder|--geocoder-url|--router|--router-url|--order) (( i++ )) ;;
            -*) ;;
            *) break ;;
        esac
    done

    case "$prev" in
        --provider) COMPREPLY=($(compgen -W "offline foursquare foursquare-v3 foursquare-places overpass tiles" -- "$cur")); return ;;
        --format)
            if [ "$sub" = import ]; then
                COMPREPLY=($(compgen -W "overpass geojson foursquare csv osm" -- "$cur"))
            elif [ "$sub" = tiles ] || [ "$sub" = hours ]; then
                COMPREPLY=($(compgen -W "text json" -- "$cur"))
            elif [ "$sub" = route ]; then
                COMPREPLY=($(compgen -W "text json geojson gpx" -- "$cur"))
            else
                COMPREPLY=($(compgen -W "table json tsv" -- "$cur"))
            fi
            return ;;
        --lang) COMPREPLY=($(compgen -W "en zh" -- "$cur")); return ;;
        --router) COMPREPLY=($(compgen -W "offline osrm valhalla" -- "$cur")); return ;;
        --order) COMPREPLY=($(compgen -W "walk distance" -- "$cur")); return ;;
        --geocoder) COMPREPLY=($(compgen -W "offline nominatim" -- "$cur")); return ;;
        --near) COMPREPLY=($(compgen -W "London Johannesburg Moscow Mumbai Tokyo Sydney Hong\\ Kong Honolulu San\\ Francisco Mexico\\ City New\\ York Rio\\ de\\ Janeiro Apple Helsinki" -- "$cur")); return ;;
        --db|--log|--route|--style|--out) COMPREPLY=($(compgen -f -- "$cur")); return ;;
        --tiles)
            if [ "${COMP_WORDS[2]}" = fetch ]; then
                COMPREPLY=($(compgen -W "openfreemap versatiles" -- "$cur"))
            else
                COMPREPLY=($(compgen -W "bundled none openfreemap versatiles" -- "$cur") $(compgen -f -- "$cur"))
            fi
            return ;;
        --where)
            local facet value words=""
            for facet in wifi power outdoor indoor wheelchair step-free; do
                for value in yes no unknown; do words+=" $facet=$value"; done
            done
            COMPREPLY=($(compgen -W "$words wheelchair=limited step-free=limited" -- "$cur"))
            return ;;
        --at|--base-url|--query|--category|--radius|--limit|--span|--distance-filter|--speed|--time|--tile|--zooms|--tile-cache-mb|--connections|--timeout|--from|--to|--country|--state|--tz|--open-at|--router-url|--geocoder-url) return ;;
    esac

    local common="--at --near --provider --base-url --query --category --radius --limit --tiles --span --distance-filter --db --help"
    case "$sub" in
        list) COMPREPLY=($(compgen -W "$common --fetch --format --log --timeout --open-now --open-at --where --order --router --router-url" -- "$cur")) ;;
        route) COMPREPLY=($(compgen -W "--from --to --format --router --router-url --timeout --geocoder --geocoder-url --db --help" -- "$cur")) ;;
        places) COMPREPLY=($(compgen -W "--limit --format --help" -- "$cur")) ;;
        hours) COMPREPLY=($(compgen -W "--from --to --at --country --state --tz --format --help" -- "$cur")) ;;
        import)
            if [[ "$cur" == -* ]]; then
                COMPREPLY=($(compgen -W "--format --strict --db --help" -- "$cur"))
            else
                COMPREPLY=($(compgen -f -- "$cur"))
            fi ;;
        snap) COMPREPLY=($(compgen -W "--at --near --span --size --tiles --style --format --ascii --lang --timeout --tile-cache-mb --help" -- "$cur")) ;;
        tiles)
            if [ "${COMP_CWORD}" -eq 2 ]; then
                COMPREPLY=($(compgen -W "info fetch --help" -- "$cur"))
            elif [ "${COMP_WORDS[2]}" = fetch ]; then
                COMPREPLY=($(compgen -W "--near --at --radius --zooms --tiles --out --yes --tile-cache-mb --connections --timeout --help" -- "$cur"))
            elif [[ "$cur" == -* ]]; then
                COMPREPLY=($(compgen -W "--tile --format --help" -- "$cur"))
            else
                COMPREPLY=($(compgen -f -- "$cur"))
            fi ;;
        *)
            if [[ "$cur" != -* ]]; then
                COMPREPLY=($(compgen -W "list import tiles snap places hours route" -- "$cur"))
            else
                COMPREPLY=($(compgen -W "$common --route --speed --gpsd --time --log --ascii --style --lang --tile-cache-mb --timeout --router --router-url --version" -- "$cur"))
            fi ;;
    esac
}
complete -F _nearby nearby
